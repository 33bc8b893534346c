// The main and report contracts' schemas (generated from openapi/), type-only.
import type { MainComponents, ReportComponents } from '@sealens/api';

export type MainSchemas = MainComponents['schemas'];
export type ReportSchemas = ReportComponents['schemas'];
