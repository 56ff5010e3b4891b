import { describe, expect, it } from 'vitest';
import { createMailTransport } from './mail.transport.ts';

describe('createMailTransport', () => {
  it('keeps the SMTP credentials out of failure descriptions', () => {
    const transport = createMailTransport(
      'smtps://apikey-user:p%40ss%2Fword@smtp.example.com:465',
      'no-reply@example.com',
    );
    const described = transport.describeFailure(
      new Error('535 login apikey-user with p@ss/word refused'),
    );
    expect(described).toBe('535 login [redacted] with [redacted] refused');
    expect(transport.describeFailure('x'.repeat(2000))).toHaveLength(500);
    transport.close();
  });
});
