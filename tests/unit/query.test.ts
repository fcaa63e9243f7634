import { describe, expect, it } from 'vitest';
import { andFilters, brandSearchFilter, toQueryString, toStrapiFilters, toStrapiSort } from '../../src/providers/strapi/query';
import { normalize, toBody } from '../../src/providers/strapi/records';

describe('brandSearchFilter (spec "Validation rules")', () => {
  it('applies only above one character', () => {
    expect(brandSearchFilter('')).toBeNull();
    expect(brandSearchFilter('a')).toBeNull();
    expect(brandSearchFilter(' 7 ')).toBeNull();
    expect(brandSearchFilter(undefined)).toBeNull();
  });
  it('matches a purely numeric query by id', () => {
    expect(brandSearchFilter('42')).toEqual({ id: { $eq: 42 } });
  });
  it('otherwise matches name or company, case-insensitive contains', () => {
    expect(brandSearchFilter('Pharma 2')).toEqual({
      $or: [{ name: { $containsi: 'Pharma 2' } }, { companyName: { $containsi: 'Pharma 2' } }],
    });
  });
});

describe('Strapi query strings', () => {
  it('serialises nested filters, arrays and pagination as qs does', () => {
    expect(toQueryString({ filters: { role: { type: { $in: ['a', 'b'] } } }, pagination: { page: 2, pageSize: 10 } })).toBe(
      'filters%5Brole%5D%5Btype%5D%5B%24in%5D%5B0%5D=a&filters%5Brole%5D%5Btype%5D%5B%24in%5D%5B1%5D=b&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=10',
    );
  });
  it('maps react-admin filters to Strapi operators', () => {
    expect(toStrapiFilters({ q: 'x', 'role.type': 'sales', title_containsi: 'neu', id: [1, 2], empty: '' })).toEqual({
      role: { type: { $eq: 'sales' } },
      title: { $containsi: 'neu' },
      id: { $in: [1, 2] },
    });
  });
  it('reads nested filter values the way react-admin stores dotted sources', () => {
    expect(toStrapiFilters({ role: { type: 'sales' }, brands: { documentId: 'abc' } })).toEqual({
      role: { type: { $eq: 'sales' } },
      brands: { documentId: { $eq: 'abc' } },
    });
  });
  it('keeps a field whose name has an underscore but no operator', () => {
    expect(toStrapiFilters({ my_field: 1 })).toEqual({ my_field: { $eq: 1 } });
  });
  it('combines filters with $and and drops empty ones', () => {
    expect(andFilters({}, { a: 1 }, undefined)).toEqual({ a: 1 });
    expect(andFilters({ a: 1 }, { b: 2 })).toEqual({ $and: [{ a: 1 }, { b: 2 }] });
  });
  it('sorts as field:direction', () => {
    expect(toStrapiSort({ field: 'publishedAt', order: 'DESC' })).toEqual(['publishedAt:desc']);
  });
});

describe('records', () => {
  it('identifies documents by documentId and keeps users and files by numeric id', () => {
    expect(
      normalize({
        id: 3,
        documentId: 'abc',
        license: { id: 1, documentId: 'lic' },
        salesUser: { id: 9, documentId: 'usr', username: 'sales', email: 's@x' },
        logo: { id: 4, documentId: 'file', mime: 'image/png', url: '/uploads/a.png' },
        history: [{ id: 12, item: 'Basis' }],
      }),
    ).toEqual({
      id: 'abc',
      numericId: 3,
      documentId: 'abc',
      license: { id: 'lic', numericId: 1, documentId: 'lic' },
      salesUser: { id: 9, documentId: 'usr', username: 'sales', email: 's@x' },
      logo: { id: 4, documentId: 'file', mime: 'image/png', url: '/uploads/a.png' },
      history: [{ id: 12, item: 'Basis' }],
    });
  });
  it('writes bodies without ids and with relations as ids', () => {
    expect(
      toBody(
        {
          id: 'abc',
          documentId: 'abc',
          numericId: 3,
          createdAt: 'x',
          livePublishedAt: 'y',
          name: 'N',
          license: { id: 'lic', name: 'Basis' },
          addons: [{ id: 'a1' }, 'a2'],
          profile: { id: 5, city: 'Köln' },
        },
        ['license', 'addons'],
      ),
    ).toEqual({ name: 'N', license: 'lic', addons: ['a1', 'a2'], profile: { id: 5, city: 'Köln' } });
  });
});
