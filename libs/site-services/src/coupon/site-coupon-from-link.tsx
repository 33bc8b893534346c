import { openLogin, siteApi, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { useLocation } from 'react-router';
import { claimCoupon, couponIdOf, fetchCoupon } from './coupon-api';
import { CouponFromLink } from './coupon-from-link';

const fetchWithSiteApi = (couponId: string) => fetchCoupon(siteApi().payment, couponId);
const claimWithSiteApi = (couponId: string) => claimCoupon(siteApi().payment, couponId);

/**
 * The coupon of the page's `?couponId=` (a promotion link), wired to the site's session and API;
 * nothing when the address carries none. Rendered after hydration (the member is known then).
 */
export function SiteCouponFromLink({ className }: { className?: string }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  // Read after hydration only: the server's page is the same whatever coupon a link names (it caches
  // one rendering for every couponId, issue 25 item 10).
  if (!hydrated) return null;
  const couponId = couponIdOf(search);
  if (!couponId) return null;
  return (
    <div className={className}>
      <CouponFromLink couponId={couponId} isMember={isMember} onLogin={() => void openLogin()} fetchCoupon={fetchWithSiteApi} claimCoupon={claimWithSiteApi} />
    </div>
  );
}
