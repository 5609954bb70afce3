export * from 'n8n-workflow';
