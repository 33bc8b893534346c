import { useSearchParams } from 'react-router';
import { DEFAULT_URL_CODE } from '@sealens/domain';

/** The registration channel code: the current page's `urlCode`, or the default (spec §2). */
export function useUrlCode(): string {
  const [params] = useSearchParams();
  return params.get('urlCode') || DEFAULT_URL_CODE;
}
