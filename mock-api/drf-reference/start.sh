#!/bin/sh
# Starts the reference deployment on 127.0.0.1:${1:-8431} with the mock's data set (MOCK_API_SEED,
# MOCK_API_NEWS): then `API_BASE_URL=http://127.0.0.1:8431 npm run test:contract`.
set -eu
port="${1:-8431}"
here="$(cd "$(dirname "$0")" && pwd)"
work="${DRF_REFERENCE_WORK:-$(mktemp -d)}"
# Debian 12's packages are the versions the real service runs (Django 3.2, DRF 3.14, django-filter 23.1).
if ! /usr/bin/python3 -c 'import django, rest_framework, django_filters, corsheaders' 2>/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    echo "drf-reference: install python3-django python3-djangorestframework python3-django-filters python3-django-cors-headers (apt-get)" >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    python3-django python3-djangorestframework python3-django-filters python3-django-cors-headers >&2
fi
cd "$here/../.."
npx tsx mock-api/drf-reference/export-mock-data.ts "$work/data.json" >&2
export DRF_REFERENCE_DB="$work/reference.sqlite3"
rm -f "$DRF_REFERENCE_DB"
cd "$here"
/usr/bin/python3 manage.py migrate --run-syncdb -v0
/usr/bin/python3 manage.py load_mock_data "$work/data.json" >&2
exec /usr/bin/python3 manage.py runserver "127.0.0.1:$port" --noreload
