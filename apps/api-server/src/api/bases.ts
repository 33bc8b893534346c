// Which router serves which base. Each base's folder exports its router; add it here.
import type { ApiBases } from './api-routes';
import { mainRouter } from './main/main-router';
import { reportRouter } from './report/report-router';
import { devRoutes } from './dev/dev-routes';
import { distributionRoutes } from './distribution/distribution-routes';
import { identityRoutes } from './identity/identity-routes';
import { paymentRoutes } from './payment/payment-routes';
import { promoteRoutes } from './promote/promote-routes';
import { workbenchRouter } from './workbench/workbench-router';

export const API_BASES: ApiBases = {
  identity: identityRoutes,
  distribution: distributionRoutes,
  promote: promoteRoutes,
  payment: paymentRoutes,
  main: mainRouter,
  report: reportRouter,
  workbench: workbenchRouter,
  // Mounted in local mode only (apiRoutes checks deps.mode).
  dev: devRoutes,
};
