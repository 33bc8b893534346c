// Deterministic demo data (DESIGN.md §3), labelled as demo data. Each area registers its seeder
// here; start-up runs them on an empty database and /api/__dev/reset runs them after truncating.
import type { Database } from '../database';
import { demoAccountsSeeder } from './demo-accounts';
import { demoContentSeeder } from './demo-content';
import { pricingSchedulesSeeder } from './pricing-schedules';

export interface Seeder {
  name: string;
  /** Inserts this area's demo rows; must be deterministic (fixed seed, fixed reference date). */
  seed(db: Database): Promise<void>;
}

export const SEEDERS: Seeder[] = [
  demoContentSeeder,
  demoAccountsSeeder,
  pricingSchedulesSeeder,
];

export async function seedAll(db: Database): Promise<void> {
  for (const seeder of SEEDERS) await seeder.seed(db);
}
