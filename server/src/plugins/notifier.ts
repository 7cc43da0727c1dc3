import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Channel } from '../contract.ts';

export type Message = { channel: Channel; to: string; subject: string; text: string };
export type Notifier = {
  send: (message: Message) => Promise<void>;
  /**
   * Prepares and sends a message after the caller has answered, so an auth answer takes no longer for an account
   * that exists (DECISIONS.md 7: answers do not reveal it, their timing neither). A failure is logged, never
   * answered: the caller's answer is the same either way.
   */
  sendLater: (prepare: () => Promise<Message>) => void;
  /** Resolves once every message handed to sendLater so far is sent or failed (the dev outbox, shutdown). */
  settled: () => Promise<void>;
};

/** Adds sendLater and settled to a notifier's send. */
function withLater(send: Notifier['send'], log: FastifyBaseLogger): Notifier {
  const pending = new Set<Promise<void>>();
  return {
    send,
    sendLater(prepare) {
      const task: Promise<void> = prepare()
        .then(send)
        .catch((error: unknown) => log.error({ err: error }, 'a message could not be sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    settled: async () => {
      await Promise.all(pending);
    },
  };
}

/**
 * Mail and SMS behind one interface. Outside production the dev outbox keeps every message (readable at
 * GET /dev/outbox) and prints it: the one place where codes may reach a log. `MAIL_TRANSPORT=smtp` sends mail
 * through nodemailer; SMS has no real provider yet, so in that mode SMS still go to the outbox.
 */
export default fp(async (app) => {
  const { config, db, log } = app;
  const toOutbox: Notifier['send'] = async ({ channel, to, subject, text }) => {
    await db.insertInto('devOutbox').values({ channel, recipient: to, subject, text }).execute();
    if (config.env !== 'production') log.info(`[dev outbox] ${channel} to ${to}: ${subject}\n${text}`);
  };
  if (config.mailTransport !== 'smtp' || !config.smtpUrl) {
    const outbox = withLater(toOutbox, log);
    app.decorate('notifier', outbox);
    app.addHook('onClose', () => outbox.settled());
    return;
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const smtp = withLater(async (message) => {
    if (message.channel === 'sms') return toOutbox(message);
    await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }, log);
  app.decorate('notifier', smtp);
  app.addHook('onClose', async () => {
    await smtp.settled();
    transport.close();
  });
});
