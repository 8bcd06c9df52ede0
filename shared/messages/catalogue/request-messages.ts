/** Messages of the catalogue: transport failures: the spec leaves them unhandled; these are ours. */
export const requestMessages = {
  requestNetwork: 'Could not reach the server. Check your connection and try again.',
  requestTimeout: 'The server took too long to answer. Please try again.',
  requestHttp: 'The server could not complete the request (error {status}). Please try again later.',
  requestMalformed: 'The server sent an unexpected answer. Please try again later.',
} as const;
