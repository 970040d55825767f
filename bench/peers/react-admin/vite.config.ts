import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// As the quick start (`npm create react-admin`) writes it.
export default defineConfig({
  plugins: [react()],
});
