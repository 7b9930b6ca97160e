// What other areas may use of mail (the messages area sits right above it): rendering a
// template, sending one e-mail, subscriptions and unsubscribe links, receiving terminals,
// a message scene's templates per channel, and encrypting a provider secret at rest.
export {
  isUnsubscribed,
  type MailLanguage,
  messageSceneByCode,
  type RenderedMail,
  receivingTerminals,
  renderTemplate,
  type SceneBinding,
  sendEmail,
} from './mail.delivery';
export { seedMailDemo } from './mail.demo';
// encryptSecret/decryptSecret: AES-256-GCM under the mail key, for other areas' provider secrets (push tokens, VAPID keys)
export { decryptSecret, encryptSecret, publicAppUrl, signLink, unsubscribeUrl, verifyLink } from './mail.keys';
export { MAIL_MENU } from './mail.menu';
export { mailRoutes } from './mail.routes';
export { seedMailReference } from './mail.seed';
