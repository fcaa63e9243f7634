import type { Schema, Struct } from '@strapi/strapi';

export interface BrandBooking extends Struct.ComponentSchema {
  collectionName: 'components_brand_booking';
  info: {
    displayName: 'Buchung';
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['booked', 'cancelled']> & Schema.Attribute.Required;
    by: Schema.Attribute.String;
    date: Schema.Attribute.DateTime & Schema.Attribute.Required;
    item: Schema.Attribute.String & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['license', 'addon']> & Schema.Attribute.Required;
  };
}

export interface UserBrandRole extends Struct.ComponentSchema {
  collectionName: 'components_user_brand_role';
  info: {
    displayName: 'Brand-Rolle';
  };
  attributes: {
    brand: Schema.Attribute.Relation<'oneToOne', 'api::brand.brand'>;
    role: Schema.Attribute.Enumeration<['brand_admin', 'visual_brand_admin', 'sales']> & Schema.Attribute.Required;
  };
}

export interface UserProfile extends Struct.ComponentSchema {
  collectionName: 'components_user_profile';
  info: {
    displayName: 'Profil';
  };
  attributes: {
    city: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    firstName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    lastName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
    practice: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    salutation: Schema.Attribute.Enumeration<['herr', 'frau', 'divers']>;
    street: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    target: Schema.Attribute.Enumeration<['representative', 'pta']>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
    zip: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'brand.booking': BrandBooking;
      'user.brand-role': UserBrandRole;
      'user.profile': UserProfile;
    }
  }
}
