import { useReplacesStartPicture } from '../start-picture/use-replaces-start-picture.ts';

/**
 * I18N-09: when the translations cannot be loaded there is no dictionary to translate with, so this one screen
 * carries its text in the four languages itself (the English wording is the spec's).
 */
const TEXTS = [
  { lang: 'en-GB', text: 'Internal error occured, please reload the page', button: 'Reload' },
  { lang: 'sv-SE', text: 'Ett internt fel uppstod, ladda om sidan', button: 'Ladda om' },
  { lang: 'nb-NO', text: 'Det oppstod en intern feil, last inn siden på nytt', button: 'Last inn på nytt' },
  { lang: 'fi-FI', text: 'Tapahtui sisäinen virhe, lataa sivu uudelleen', button: 'Lataa uudelleen' },
] as const;

export function LocalisationFailure() {
  useReplacesStartPicture();
  return (
    <main className="login-page" id="main">
      <div className="login-card" role="alert">
        {TEXTS.map(({ lang, text }) => (
          <p key={lang} lang={lang}>
            {text}
          </p>
        ))}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {TEXTS.map(({ button }) => button).join(' / ')}
        </button>
      </div>
    </main>
  );
}
