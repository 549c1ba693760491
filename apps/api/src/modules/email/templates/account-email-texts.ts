// The fixed texts of a customer account's e-mails (password reset, set your password, a guest's order
// added to the account) in each store language (docs/decisions/0095): written in the account's
// language (the order's for the one an order sends), English for none or another.
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
  /** A guest's order filed under the account its e-mail already had (ADR 0048). */
  addedSubject: (store: string) => string;
  addedTitle: string;
  addedIntro: string;
  addedForgot: string;
  addedNote: string;
  signIn: string;
  forgotPassword: string;
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
    addedSubject: (store) => `Your order was added to your ${store} account`,
    addedTitle: 'Your order is in your account',
    addedIntro:
      'This e-mail address already has an account with us, so we added your order to it. Sign in to follow your order:',
    addedForgot:
      'Forgot your password, or never chose one? Enter this e-mail address here and we will send you a link to choose a new one:',
    addedNote: 'If you did not place an order, you can ignore this e-mail.',
    signIn: 'Sign in',
    forgotPassword: 'Forgot password?',
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
    addedSubject: (store) => `Deine Bestellung wurde deinem Konto bei ${store} hinzugefügt`,
    addedTitle: 'Deine Bestellung ist in deinem Konto',
    addedIntro:
      'Zu dieser E-Mail-Adresse gibt es bei uns schon ein Konto, deshalb haben wir deine Bestellung dort abgelegt. Melde dich an, um deine Bestellung zu verfolgen:',
    addedForgot:
      'Passwort vergessen oder noch nie eines gewählt? Gib hier diese E-Mail-Adresse ein, und wir senden dir einen Link, mit dem du ein neues wählst:',
    addedNote: 'Wenn du nichts bestellt hast, kannst du diese E-Mail ignorieren.',
    signIn: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
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
    addedSubject: (store) => `Votre commande a été ajoutée à votre compte ${store}`,
    addedTitle: 'Votre commande est dans votre compte',
    addedIntro:
      'Cette adresse e-mail a déjà un compte chez nous : nous y avons donc ajouté votre commande. Connectez-vous pour suivre votre commande :',
    addedForgot:
      'Mot de passe oublié, ou jamais choisi ? Saisissez cette adresse e-mail ici et nous vous enverrons un lien pour en choisir un nouveau :',
    addedNote: 'Si vous n’avez rien commandé, ignorez cet e-mail.',
    signIn: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
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
    addedSubject: (store) => `Tu pedido se ha añadido a tu cuenta de ${store}`,
    addedTitle: 'Tu pedido está en tu cuenta',
    addedIntro:
      'Esta dirección de correo ya tiene una cuenta con nosotros, así que hemos añadido tu pedido a ella. Inicia sesión para seguir tu pedido:',
    addedForgot:
      '¿Olvidaste tu contraseña o nunca elegiste una? Introduce aquí esta dirección de correo y te enviaremos un enlace para elegir una nueva:',
    addedNote: 'Si no hiciste ningún pedido, puedes ignorar este correo.',
    signIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
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
    addedSubject: (store) => `Je bestelling is toegevoegd aan je account bij ${store}`,
    addedTitle: 'Je bestelling staat in je account',
    addedIntro:
      'Dit e-mailadres heeft al een account bij ons, dus hebben we je bestelling daaraan toegevoegd. Log in om je bestelling te volgen:',
    addedForgot:
      'Wachtwoord vergeten, of nooit een gekozen? Vul hier dit e-mailadres in en we sturen je een link om een nieuw wachtwoord te kiezen:',
    addedNote: 'Heb je niets besteld, dan kun je deze e-mail negeren.',
    signIn: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten?',
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
    addedSubject: (store) => `Il tuo ordine è stato aggiunto al tuo account ${store}`,
    addedTitle: 'Il tuo ordine è nel tuo account',
    addedIntro:
      'Questo indirizzo e-mail ha già un account presso di noi, quindi vi abbiamo aggiunto il tuo ordine. Accedi per seguire il tuo ordine:',
    addedForgot:
      'Hai dimenticato la password o non ne hai mai scelta una? Inserisci qui questo indirizzo e-mail e ti invieremo un link per sceglierne una nuova:',
    addedNote: 'Se non hai effettuato ordini, puoi ignorare questa e-mail.',
    signIn: 'Accedi',
    forgotPassword: 'Password dimenticata?',
  },
};

/** The account e-mails' texts in `language`; English for none or a language not listed. */
export function accountEmailTexts(language: string | null | undefined): AccountEmailTexts {
  return isStoreLanguage(language) ? ACCOUNT_EMAIL_TEXTS[language] : ACCOUNT_EMAIL_TEXTS.en;
}
