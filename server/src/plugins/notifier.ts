import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Channel } from '../contract.ts';

export type Message = { channel: Channel; to: string; subject: string; text: string };
export type Notifier = { send: (message: Message) => Promise<void> };

/**
 * Mail and SMS behind one interface. Outside production the dev outbox keeps every message (readable at
 * GET /dev/outbox) and prints it: the one place where codes may reach a log. `MAIL_TRANSPORT=smtp` sends mail
 * through nodemailer; SMS has no real provider yet, so in that mode SMS still go to the outbox.
 */
export default fp(async (app) => {
  const { config, db, log } = app;
  const outbox: Notifier = {
    async send({ channel, to, subject, text }) {
      await db.insertInto('devOutbox').values({ channel, recipient: to, subject, text }).execute();
      if (config.env !== 'production') log.info(`[dev outbox] ${channel} to ${to}: ${subject}\n${text}`);
    },
  };
  if (config.mailTransport !== 'smtp' || !config.smtpUrl) {
    app.decorate('notifier', outbox);
    return;
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  app.decorate('notifier', {
    async send(message) {
      if (message.channel === 'sms') return outbox.send(message);
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  } satisfies Notifier);
  app.addHook('onClose', async () => transport.close());
});
