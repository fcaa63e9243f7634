{
  "kind": "collectionType",
  "collectionName": "__table__",
  "info": {
    "singularName": "__singular__",
    "pluralName": "__plural__",
    "displayName": "__Singular__",
    "description": ""
  },
  "options": {
    "draftAndPublish": false
  },
  "pluginOptions": {},
  "attributes": {
    "title": {
      "type": "string",
      "required": true,
      "maxLength": 200
    },
    "description": {
      "type": "text",
      "maxLength": 2000
    },
    "brand": {
      "type": "relation",
      "relation": "manyToOne",
      "target": "api::brand.brand"
    }
  }
}
