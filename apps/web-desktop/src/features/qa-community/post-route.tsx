// Route module of /post/{id?} (spec §2; issue 15): posting to the Q&A community. /post asks a new
// question; /post/{id} edits one of the member's own (the save call's update, spec §6 "Q&A add or
// update"); an id that is no question answers 404. The header keeps its scrolled style here (spec §2).
// Member-only: never indexed; a visitor sees the form and gets the login dialog when they try.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { AskForm, fetchQuestion, notFound, questionIdOf, saveQuestion, uploadImage, useMemberView, type Question } from '@sealens/community';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';

export interface PostData {
  /** The question being edited; null on /post (a new question). */
  editing: Question | null;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<PostData> {
  if (params['id'] === undefined) return { editing: null };
  const id = questionIdOf(params['id']);
  if (!id) throw notFound();
  const question = await fetchQuestion(loaderApi(context, siteApi).main, id);
  if (!question) throw notFound();
  return { editing: question };
}

export function Component() {
  const { editing } = useLoaderData<PostData>();
  const { t } = useLingui();
  const isMember = useIsLoggedIn();
  const navigate = useNavigate();
  const api = () => siteApi().main;
  // `mine` is said only to a signed-in reader: the server's page does not know it, the browser asks.
  useMemberView(editing?.mine, editing?.id ?? 'new');
  const notTheirs = editing !== null && isMember && editing.mine === false;

  return (
    <div className="mx-auto max-w-3xl px-6 py-10">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm">
        <Link to="/QACommunity" className="text-brand-700 underline-offset-4 hover:underline">
          <Trans>Q&A community</Trans>
        </Link>
      </nav>
      <h1 className="text-3xl font-bold text-ink">{editing ? <Trans>Edit your question</Trans> : <Trans>Ask a question</Trans>}</h1>
      <p className="mt-2 text-ink-muted">
        <Trans>Sellers and our team answer in the Q&A community. Add pictures to show what you mean.</Trans>
      </p>
      {!isMember && (
        <p className="mt-4 rounded-md bg-surface-muted p-3 text-sm text-ink">
          <Trans>You are a tourist and need to log in before asking.</Trans>{' '}
          <button type="button" onClick={() => void openLogin()} className="font-medium text-brand-700 underline underline-offset-4">
            <Trans>Log in</Trans>
          </button>
        </p>
      )}
      <div className="mt-6">
        {notTheirs ? (
          <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
            <Trans>You can only change or remove what you wrote yourself.</Trans>
          </p>
        ) : (
          <AskForm
            isMember={isMember}
            onLogin={() => void openLogin()}
            upload={(file) => uploadImage(api(), file)}
            save={(draft) => saveQuestion(api(), draft, editing?.id)}
            onSaved={(question) => void navigate(`/answerDetail/${question.id}`)}
            editing={editing ? { id: editing.id, title: editing.title, content: editing.content ?? '', imgUrls: editing.imgUrls ?? [] } : undefined}
          />
        )}
      </div>
    </div>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n, data }) => ({
    title: pageTitle((data as PostData | undefined)?.editing ? i18n._(msg`Edit your question`) : i18n._(msg`Ask a question`)),
    description: i18n._(msg`Ask the Q&A community: sellers and our team answer.`),
    noindex: true,
  }),
};
