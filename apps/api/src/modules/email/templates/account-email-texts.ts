// The fixed texts of a customer account's e-mails (password reset, set your password) in each store
// language (docs/decisions/0095): written in the account's language, English for none or another.
import { isStoreLanguage, type StoreLanguage } from '@storefleet/contracts';

export type AccountEmailTexts = {
  resetSubject: (store: string) => string;
  resetTitle: string;
  resetIntro: (username: string) => string;
  /** "1 hour", "2 hours", "30 minutes". */
  validFor: (minutes: number) => string;
  resetNote: (validFor: string) => string;
  resetButton: string;
  setSubject: (store: string) => string;
  setTitle: string;
  setIntro: (username: string) => string;
  setNote: (days: number) => string;
  setButton: string;
};

const hoursOr = (minutes: number, hour: string, hours: string, mins: string) =>
  minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? hour : hours}` : `${minutes} ${mins}`;

export const ACCOUNT_EMAIL_TEXTS: Record<StoreLanguage, AccountEmailTexts> = {
  en: {
    resetSubject: (store) => `Reset your password for ${store}`,
    resetTitle: 'Reset your password',
    resetIntro: (username) =>
      `Someone asked to reset the password of the account ${username}. If it was you, choose a new password:`,
    validFor: (minutes) => hoursOr(minutes, 'hour', 'hours', 'minutes'),
    resetNote: (validFor) =>
      `The link works once and expires in ${validFor}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    resetButton: 'Choose a new password',
    setSubject: (store) => `Set your password for ${store}`,
    setTitle: 'Your account is ready',
    setIntro: (username) =>
      `We created an account for you so you can follow your orders. Your username is ${username}. Choose a password to sign in:`,
    setNote: (days) =>
      `The link works once and expires in ${days} days. If you did not place an order, you can ignore this e-mail.`,
    setButton: 'Set your password',
  },
  de: {
    resetSubject: (store) => `Passwort zurücksetzen für ${store}`,
    resetTitle: 'Passwort zurücksetzen',
    resetIntro: (username) =>
      `Jemand möchte das Passwort des Kontos ${username} zurücksetzen. Wenn du das warst, wähle ein neues Passwort:`,
    validFor: (minutes) => hoursOr(minutes, 'Stunde', 'Stunden', 'Minuten'),
    resetNote: (validFor) =>
      `Der Link funktioniert einmal und läuft in ${validFor} ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.`,
    resetButton: 'Neues Passwort wählen',
    setSubject: (store) => `Lege dein Passwort für ${store} fest`,
    setTitle: 'Dein Konto ist bereit',
    setIntro: (username) =>
      `Wir haben ein Konto für dich angelegt, damit du deine Bestellungen verfolgen kannst. Dein Benutzername ist ${username}. Wähle ein Passwort, um dich anzumelden:`,
    setNote: (days) =>
      `Der Link funktioniert einmal und läuft in ${days} Tagen ab. Wenn du nichts bestellt hast, kannst du diese E-Mail ignorieren.`,
    setButton: 'Passwort festlegen',
  },
  fr: {
    resetSubject: (store) => `Réinitialisez votre mot de passe pour ${store}`,
    resetTitle: 'Réinitialisez votre mot de passe',
    resetIntro: (username) =>
      `Quelqu’un a demandé à réinitialiser le mot de passe du compte ${username}. Si c’était vous, choisissez un nouveau mot de passe :`,
    validFor: (minutes) => hoursOr(minutes, 'heure', 'heures', 'minutes'),
    resetNote: (validFor) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${validFor}. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    resetButton: 'Choisir un nouveau mot de passe',
    setSubject: (store) => `Définissez votre mot de passe pour ${store}`,
    setTitle: 'Votre compte est prêt',
    setIntro: (username) =>
      `Nous vous avons créé un compte pour suivre vos commandes. Votre identifiant est ${username}. Choisissez un mot de passe pour vous connecter :`,
    setNote: (days) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${days} jours. Si vous n’avez rien commandé, ignorez cet e-mail.`,
    setButton: 'Définir votre mot de passe',
  },
  es: {
    resetSubject: (store) => `Restablece tu contraseña de ${store}`,
    resetTitle: 'Restablece tu contraseña',
    resetIntro: (username) =>
      `Alguien ha pedido restablecer la contraseña de la cuenta ${username}. Si fuiste tú, elige una contraseña nueva:`,
    validFor: (minutes) => hoursOr(minutes, 'hora', 'horas', 'minutos'),
    resetNote: (validFor) =>
      `El enlace funciona una sola vez y caduca en ${validFor}. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    resetButton: 'Elegir una contraseña nueva',
    setSubject: (store) => `Elige tu contraseña de ${store}`,
    setTitle: 'Tu cuenta está lista',
    setIntro: (username) =>
      `Hemos creado una cuenta para que puedas seguir tus pedidos. Tu nombre de usuario es ${username}. Elige una contraseña para iniciar sesión:`,
    setNote: (days) =>
      `El enlace funciona una sola vez y caduca en ${days} días. Si no hiciste ningún pedido, puedes ignorar este correo.`,
    setButton: 'Elegir tu contraseña',
  },
  nl: {
    resetSubject: (store) => `Stel je wachtwoord opnieuw in voor ${store}`,
    resetTitle: 'Stel je wachtwoord opnieuw in',
    resetIntro: (username) =>
      `Iemand heeft gevraagd het wachtwoord van het account ${username} opnieuw in te stellen. Was jij dat, kies dan een nieuw wachtwoord:`,
    validFor: (minutes) => hoursOr(minutes, 'uur', 'uur', 'minuten'),
    resetNote: (validFor) =>
      `De link werkt één keer en verloopt over ${validFor}. Heb je er niet om gevraagd, negeer dan deze e-mail: je wachtwoord blijft zoals het is.`,
    resetButton: 'Kies een nieuw wachtwoord',
    setSubject: (store) => `Stel je wachtwoord in voor ${store}`,
    setTitle: 'Je account is klaar',
    setIntro: (username) =>
      `We hebben een account voor je gemaakt zodat je je bestellingen kunt volgen. Je gebruikersnaam is ${username}. Kies een wachtwoord om in te loggen:`,
    setNote: (days) =>
      `De link werkt één keer en verloopt over ${days} dagen. Heb je niets besteld, dan kun je deze e-mail negeren.`,
    setButton: 'Stel je wachtwoord in',
  },
  it: {
    resetSubject: (store) => `Reimposta la tua password per ${store}`,
    resetTitle: 'Reimposta la tua password',
    resetIntro: (username) =>
      `Qualcuno ha chiesto di reimpostare la password dell’account ${username}. Se sei stato tu, scegli una nuova password:`,
    validFor: (minutes) => hoursOr(minutes, 'ora', 'ore', 'minuti'),
    resetNote: (validFor) =>
      `Il link funziona una sola volta e scade tra ${validFor}. Se non l’hai chiesto, ignora questa e-mail: la tua password resta invariata.`,
    resetButton: 'Scegli una nuova password',
    setSubject: (store) => `Imposta la tua password per ${store}`,
    setTitle: 'Il tuo account è pronto',
    setIntro: (username) =>
      `Abbiamo creato un account per te così puoi seguire i tuoi ordini. Il tuo nome utente è ${username}. Scegli una password per accedere:`,
    setNote: (days) =>
      `Il link funziona una sola volta e scade tra ${days} giorni. Se non hai effettuato ordini, puoi ignorare questa e-mail.`,
    setButton: 'Imposta la tua password',
  },
};

/** The account e-mails' texts in `language`; English for none or a language not listed. */
export function accountEmailTexts(language: string | null | undefined): AccountEmailTexts {
  return isStoreLanguage(language) ? ACCOUNT_EMAIL_TEXTS[language] : ACCOUNT_EMAIL_TEXTS.en;
}
