import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// As the quick start (`npm create refine-app`, Vite) writes it.
export default defineConfig({
  plugins: [react()],
});
