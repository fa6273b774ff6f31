import { isApiError, useAcceptTerms, useCurrentTerms } from '@meja/client';
import { App, Button, Card, Checkbox, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Brand } from '../../auth/AuthLayout';
import { useSignOut } from '../../auth/useSignOut';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { LoadError } from '../../kit/Results';
import { homeOf } from '../../lib/home';
import { klDateTime } from '../../lib/kl-time';
import { updateUser, useSession } from '../../lib/session';
import { RichTextView } from '../rich-text/RichTextView';
import { termsIn } from './text';

/**
 * A merchant reads and accepts the terms in force before anything else (outside the portal's
 * frame: nothing else is open to them yet). The button waits for the tick; on success, home.
 */
export default function AcceptTermsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const navigate = useNavigate();
  const pending = Boolean(session?.user.terms_pending);
  const current = useCurrentTerms({ enabled: pending });
  const accept = useAcceptTerms();
  const signOut = useSignOut();
  const [ticked, setTicked] = useState(false);

  if (!session) return null;
  if (!pending) return <Navigate to={homeOf(session.user)} replace />;
  const { user } = session;
  const terms = current.data;

  const submit = async () => {
    if (!terms) return;
    try {
      const reply = await accept.mutateAsync({ version_id: terms.id });
      if (reply.message) message.success(reply.message);
      updateUser({ ...user, terms_pending: false });
      navigate(homeOf(user), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.reason === 'terms_outdated') {
        setTicked(false);
        message.info(t('terms.accept.outdated'));
        await current.refetch();
      } else if (isApiError(err) && err.status < 500 && err.status !== 401) {
        message.error(err.message);
      }
    }
  };

  const shown = terms && termsIn(i18n.resolvedLanguage ?? i18n.language, terms);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#fafafa' }}>
      <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <Brand />
        <Flex gap={8} align="center">
          <LanguageSwitcher />
          <Button type="link" onClick={signOut}>
            {t('common.signOut')}
          </Button>
        </Flex>
      </Flex>
      <main style={{ width: '100%', maxWidth: 880, margin: '0 auto', padding: 16 }}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t('terms.accept.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('terms.accept.intro')}</Typography.Paragraph>
          {current.isError ? (
            <LoadError error={current.error} onRetry={() => current.refetch()} />
          ) : !terms || !shown ? (
            <Spin />
          ) : (
            <>
              <Typography.Paragraph strong>
                {t('terms.version', { version: terms.version })} ·{' '}
                {t('terms.publishedOn', { date: klDateTime(terms.published_at) })}
              </Typography.Paragraph>
              {terms.version > 1 && shown.summary && (
                <Card size="small" title={t('terms.accept.changes')} style={{ marginBottom: 16 }}>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {shown.summary}
                  </Typography.Paragraph>
                </Card>
              )}
              <section
                aria-label={t('terms.accept.title')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and scrolled by keyboard
                tabIndex={0}
                style={{
                  maxHeight: '55vh',
                  overflowY: 'auto',
                  border: '1px solid #f0f0f0',
                  borderRadius: 8,
                  padding: '8px 16px',
                  marginBottom: 16,
                  background: '#fff',
                }}
              >
                <RichTextView html={shown.body} />
              </section>
              <Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)}>
                {t('terms.accept.checkbox')}
              </Checkbox>
              <div style={{ marginTop: 16 }}>
                <Button type="primary" disabled={!ticked} loading={accept.isPending} onClick={submit}>
                  {t('terms.accept.submit')}
                </Button>
              </div>
            </>
          )}
        </Card>
      </main>
    </Flex>
  );
}
