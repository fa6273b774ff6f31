/** `{ data, message? }`: every reply that is neither paged nor an error. */
export interface DataReply<T> {
  data: T;
  message?: string;
}

/** `{ message }`: replies of actions that return nothing else. */
export interface MessageReply {
  message: string;
}
