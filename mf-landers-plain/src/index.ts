// The federated build's own entry: this remote's standalone harness (the shell never loads it).
import('./standalone');
