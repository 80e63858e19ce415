// Each test starts with an empty page cache: an answer cached by one test is never shown in
// the next. (The page's cache does not retry a failure, so failures show at once in tests too.)
import { queryClient } from 'shared';

afterEach(() => queryClient.clear());
