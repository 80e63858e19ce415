/** What `call` rejects with; a call that succeeds fails the test. */
export async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call did not fail');
}
