import type { paths as DistributionPaths } from './generated/distribution';
import type { paths as IdentityPaths } from './generated/identity';
import type { paths as MainPaths } from './generated/main';
import type { paths as PaymentPaths } from './generated/payment';
import type { paths as PromotePaths } from './generated/promote';
import type { paths as ReportPaths } from './generated/report';
import type { paths as WorkbenchPaths } from './generated/workbench';

// The `paths` type of each base, generated from openapi/<base>.yaml by openapi-typescript.
export interface ApiPathsByBase {
  identity: IdentityPaths;
  distribution: DistributionPaths;
  payment: PaymentPaths;
  promote: PromotePaths;
  report: ReportPaths;
  main: MainPaths;
  workbench: WorkbenchPaths;
}
