// Which router serves which base. Each base's folder exports its router; add it here.
import type { ApiBases } from './api-routes';

export const API_BASES: ApiBases = {};
