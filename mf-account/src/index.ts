// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
