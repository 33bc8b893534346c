import type { Capability } from './capabilities';

const PATHS: Record<Capability['icon'], string> = {
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  trend: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5',
  rank: 'M8 21V11m4 10V7m4 14v-6M4 21h16',
  ocean: 'M2 12c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 17c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M12 3v5',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18zm3.5-12.5l-2 5-5 2 2-5 5-2z',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-4a5 5 0 100-10 5 5 0 000 10zm0-4a1 1 0 100-2 1 1 0 000 2z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  calc: 'M6 2h12a2 2 0 012 2v16a2 2 0 01-2 2H6a2 2 0 01-2-2V4a2 2 0 012-2zm2 4h8M8 11h2m4 0h2m-8 4h2m4 0h2m-8 4h2m4 0h2',
  plug: 'M9 2v6m6-6v6M7 8h10v4a5 5 0 01-10 0V8zm5 9v5',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zm3 17h2',
  ark: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
};

export function CapabilityIcon({ name }: { name: Capability['icon'] }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
