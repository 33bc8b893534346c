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
  const [mine, setMine] = useState<{ liked: boolean; likes: number } | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    loadContentDetail(siteApi().main, 'article', articleId, locale)
      .then((item) => {
        if (live && item) setMine({ liked: item.liked === true, likes: item.likes });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, articleId, locale]);

  const state = loggedIn && mine ? mine : { liked: false, likes };
  return (
    <LikeButton
      key={`${articleId}-${loggedIn && mine ? 'member' : 'visitor'}`}
      liked={state.liked}
      likes={state.likes}
      loggedIn={loggedIn}
      toggle={() => toggleArticleLike(siteApi().main, articleId)}
      onLoginNeeded={() => void openLogin()}
    />
  );
}
