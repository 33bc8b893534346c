// Market selection's data (issue 30 item 2): the site x category matrix of the top bar's period
// (GET /analysis?breakdown=market), and the measure the member shades it by (`measure` in the URL,
// absent: sales value). Site and category of the top bar mark their row and column.
import type { WorkbenchComponents } from '@sealens/api';
import { CATEGORY_IDS, DEFAULT_PERIOD, SITE_CODES } from '@sealens/domain';
import { MATRIX_MEASURES, type MatrixMeasure } from '@sealens/workbench';
import type { LoaderFunctionArgs } from 'react-router';
import { ANALYSIS_PERIODS, MONTH_ANALYSIS_PERIOD, type AnalysisPeriod } from '../analysis/analysis-data';
import { payloadOf, workbenchApi } from '../workbench-api';

export const DEFAULT_MEASURE: MatrixMeasure = MATRIX_MEASURES[0];

export interface MatrixQuery {
  period: AnalysisPeriod;
  /** The period asked when it is not one of the analysis's (a month): the page says it shows 30 days. */
  periodAsked?: string;
  measure: MatrixMeasure;
  site?: string;
  categoryId?: number;
}

export interface MatrixData {
  query: MatrixQuery;
  matrix: WorkbenchComponents['schemas']['MarketMatrix'] | null;
}

export function matrixQueryOf(params: URLSearchParams): MatrixQuery {
  const periodText = params.get('period');
  const period = (ANALYSIS_PERIODS as readonly number[]).includes(Number(periodText)) ? (Number(periodText) as AnalysisPeriod) : periodText ? MONTH_ANALYSIS_PERIOD : DEFAULT_PERIOD;
  const measureText = params.get('measure');
  const measure = (MATRIX_MEASURES as readonly string[]).includes(measureText ?? '') ? (measureText as MatrixMeasure) : DEFAULT_MEASURE;
  const site = params.get('site') ?? '';
  const cat = Number(params.get('cat'));
  return {
    period,
    ...(periodText && String(period) !== periodText ? { periodAsked: periodText } : {}),
    measure,
    ...((SITE_CODES as readonly string[]).includes(site) ? { site } : {}),
    ...((CATEGORY_IDS as readonly number[]).includes(cat) ? { categoryId: cat } : {}),
  };
}

/** The query with another measure (the default left out of the URL). */
export function withMeasure(params: URLSearchParams, measure: MatrixMeasure): string {
  const next = new URLSearchParams(params);
  if (measure === DEFAULT_MEASURE) next.delete('measure');
  else next.set('measure', measure);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export async function matrixLoader({ request, context }: LoaderFunctionArgs): Promise<MatrixData> {
  const query = matrixQueryOf(new URL(request.url).searchParams);
  const answer = await workbenchApi(context)
    .GET('/analysis', { params: { query: { breakdown: 'market', period: String(query.period) as '30' } }, verifyCode: false })
    .then(
      ({ data }) => data,
      () => undefined,
    );
  const payload = payloadOf(answer);
  return { query, matrix: payload?.breakdown === 'market' ? payload : null };
}
