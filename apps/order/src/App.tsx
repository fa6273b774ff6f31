import { useTranslation } from 'react-i18next';

/** The shell of the diner's app: until a table's QR code opens it, it only says how to start. */
export function App() {
  const { t } = useTranslation();
  return (
    <main className="welcome">
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={72} height={72} />
      <h1>Meja</h1>
      <p>{t('scanPrompt')}</p>
    </main>
  );
}
