// n8n-workflow 2.41.0, resolved from this folder's own node_modules (see package.json).
module.exports = require('n8n-workflow');
