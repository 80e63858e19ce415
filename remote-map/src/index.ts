// Async boundary for the remote's own standalone page.
import('./standalone');
