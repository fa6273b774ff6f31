import { useCurrentTerms, useMyTerms } from '@meja/client';
import type { TTermsVersion } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Card, Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/Results';
import { klDateTime } from '../../lib/kl-time';
import { useSession } from '../../lib/session';
import { RichTextView } from '../rich-text/RichTextView';
import { readsTermsPage } from './page-readers';
import { termsIn } from './text';

/** The terms' text in the language on screen, under a line saying which version it is. */
function TermsText({ terms, line }: { terms: TTermsVersion; line: string }) {
  const { i18n } = useTranslation();
  const { body } = termsIn(i18n.resolvedLanguage ?? i18n.language, terms);
  return (
    <>
      <Typography.Paragraph strong>{line}</Typography.Paragraph>
      <Card>
        <RichTextView html={body} />
      </Card>
    </>
  );
}

/** A merchant's own: the version they accepted and when (a newer pending one is gated anyway). */
function MerchantTerms() {
  const { t } = useTranslation();
  const mine = useMyTerms();
  if (mine.isError) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!mine.data) return <Spin />;
  const { accepted } = mine.data;
  if (!accepted) return <Empty description={t('terms.mine.notAccepted')} />;
  return (
    <TermsText
      terms={accepted}
      line={t('terms.mine.accepted', { version: accepted.version, date: klDateTime(accepted.accepted_at) })}
    />
  );
}

/** Agents and others: the version in force, which their merchants accept. */
function CurrentTerms() {
  const { t } = useTranslation();
  const current = useCurrentTerms();
  if (current.isError) return <LoadError error={current.error} onRetry={() => current.refetch()} />;
  if (current.isPending) return <Spin />;
  if (!current.data) return <Empty description={t('terms.noneYet')} />;
  return (
    <TermsText
      terms={current.data}
      line={t('terms.mine.current', {
        version: current.data.version,
        date: klDateTime(current.data.published_at),
      })}
    />
  );
}

/** SPEC §2 "Merchant terms and conditions page". */
export default function MyTermsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  if (!user) return null;
  if (!readsTermsPage(user)) return <Result status="403" title={t('terms.noAccess')} />;
  return (
    <>
      <Typography.Title level={2}>{t('terms.title')}</Typography.Title>
      {can(user, 'terms.accept') ? <MerchantTerms /> : <CurrentTerms />}
    </>
  );
}
