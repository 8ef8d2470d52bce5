// The CSV rules live in @shirube/domain (csv.ts): the analytics page's download follows them too.
export { csvCell } from '@shirube/domain';
