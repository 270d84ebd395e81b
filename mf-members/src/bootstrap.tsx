import { createRoot } from 'react-dom/client';
import { MembersPage } from './routes';
createRoot(document.getElementById('root')!).render(<MembersPage />);
