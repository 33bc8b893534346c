// The like of an article (issue 15 item 4). The server renders the visitor's view (its in-process
// calls carry no token); a member's own like is read after hydration with the member's token, so
// it survives a reload. A visitor who clicks gets the login dialog.
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { LikeButton, loadContentDetail, toggleArticleLike, useReaderLocale } from '@sealens/content';
import { useEffect, useState } from 'react';

export interface ArticleLikeProps {
  articleId: string;
  likes: number;
}

export function ArticleLike({ articleId, likes }: ArticleLikeProps) {
  const loggedIn = useIsLoggedIn();
  const locale = useReaderLocale();
  // null while the member's own like is read; 'unknown' when that read failed (a click still answers the state).
  const [mine, setMine] = useState<{ liked: boolean; likes: number } | 'unknown' | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    loadContentDetail(siteApi().main, 'article', articleId, locale)
      .then((item) => {
        if (live) setMine(item ? { liked: item.liked === true, likes: item.likes } : 'unknown');
      })
      .catch(() => {
        if (live) setMine('unknown');
      });
    return () => {
      live = false;
    };
  }, [loggedIn, articleId, locale]);

  const known = loggedIn && mine && mine !== 'unknown' ? mine : null;
  const state = known ?? { liked: false, likes };
  return (
    <LikeButton
      key={`${articleId}-${known ? 'member' : 'visitor'}`}
      liked={state.liked}
      likes={state.likes}
      loggedIn={loggedIn}
      reading={loggedIn && mine === null}
      toggle={() => toggleArticleLike(siteApi().main, articleId)}
      onLoginNeeded={() => void openLogin()}
    />
  );
}
