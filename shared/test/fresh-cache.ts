// The remotes' tests: each starts with an empty page cache, so an answer cached by one test is
// never shown in the next (the page's cache does not retry a failure, so failures show at once
// in tests too). Not shared's own: loading all of shared before a test would come before that
// test's mocks of shared's modules; shared's cache tests make a cache of their own.
import { queryClient } from 'shared';

afterEach(() => queryClient.clear());
