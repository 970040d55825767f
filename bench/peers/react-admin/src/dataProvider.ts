import simpleRestProvider from 'ra-data-simple-rest';

// The REST endpoint beside the app (scripts/bench-peers.ts serves both).
export const dataProvider = simpleRestProvider('/api');
