import { ZHealthReply } from '../auth';
import { defineCall } from './call';

export const get = defineCall({ method: 'GET', path: '/api/health', reply: ZHealthReply });
