import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import errors from './errors';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/boom', handler);
  return app;
}

it('answers an unexpected failure with the generic message and no internals', async () => {
  const app = await appWith(() => {
    throw new Error('connection to 10.0.0.5 refused: password for user meja');
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({
    code: 'internal',
    message: 'An unexpected error occurred, please contact support!',
  });
  expect(res.body).not.toMatch(/10\.0\.0\.5|password/);
});

it('maps an AppError to its status and translates its message and fields', async () => {
  const app = await appWith(() => {
    throw new AppError('validation', 'error.validation', { email: 'validation.email' });
  });
  const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'zh-TW' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    code: 'validation',
    message: '部分字段需要修改。',
    errors: { email: '请输入有效的电子邮件。' },
  });
});
