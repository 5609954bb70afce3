/** The API path of the plugin data operations. */
export const PLUGIN_DATA = '/api/v1/catalog/integrations/auth-required/pluginsData/{pluginId}';
