// The follow panel (issue 31 item 1) as a chunk of its own: a ranking row or an explanation page shows
// the star (follow-star/follow-star.tsx) and loads this, with the monitors' catalog part, on the first
// click, so neither page's first load carries the panel or its strings (the workbench page budget).
export { FollowControl } from './follow/follow-control';
