"""Loads the JSON written by export-mock-data.ts into the reference database (replacing it)."""
import json
import re

from django.core.management.base import BaseCommand
from django.db import transaction

from reference import models

LABELLED = {
    "categories": models.Category,
    "themes": models.Theme,
    "publics": models.Public,
    "projects": models.Project,
    "faculties": models.Faculty,
}
RELATED = ["themes", "publics", "faculties", "projects"]


def url_id(url):
    return int(re.search(r"/(\d+)/$", url).group(1))


def url_path(url):
    return re.sub(r"^[a-z]+://[^/]+", "", url)


class Command(BaseCommand):
    help = "Load the mock's data set (export-mock-data.ts output) into the database."

    def add_arguments(self, parser):
        parser.add_argument("path")

    @transaction.atomic
    def handle(self, path, **options):
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
        for model in [models.News, models.Memento, models.Channel, *LABELLED.values()]:
            model.objects.all().delete()
        for name, model in LABELLED.items():
            model.objects.bulk_create(model(**record) for record in data[name])
        models.Channel.objects.bulk_create(models.Channel(**record) for record in data["channels"])
        models.Memento.objects.bulk_create(models.Memento(**record) for record in data["mementos"])
        news = []
        links = {name: [] for name in RELATED}
        for record in data["news"]:
            fields = {k: v for k, v in record.items() if k not in RELATED and k not in ("channel", "category", "visual_url", "thumbnail_url")}
            news.append(models.News(
                **fields,
                channel_id=record["channel"]["id"],
                category_id=record["category"]["id"],
                visual_path=url_path(record["visual_url"]),
                thumbnail_path=url_path(record["thumbnail_url"]),
            ))
            for name in RELATED:
                through = getattr(models.News, name).through
                target = f"{through._meta.get_field(name[:-1] if name != 'faculties' else 'faculty').attname}"
                links[name].extend(through(news_id=record["id"], **{target: url_id(url)}) for url in record[name])
        models.News.objects.bulk_create(news, batch_size=500)
        for name in RELATED:
            getattr(models.News, name).through.objects.bulk_create(links[name], batch_size=1000)
        self.stdout.write(f"loaded {len(news)} news")
