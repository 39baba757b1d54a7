"""The resources of the news API's specification as Django models."""
from django.db import models


class Labelled(models.Model):
    id = models.IntegerField(primary_key=True)
    fr_label = models.TextField()
    en_label = models.TextField()
    de_label = models.TextField()

    class Meta:
        abstract = True


class Category(Labelled):
    pass


class Theme(Labelled):
    pass


class Public(Labelled):
    pass


class Project(Labelled):
    pass


class Faculty(Labelled):
    pass


class Channel(models.Model):
    id = models.IntegerField(primary_key=True)
    name = models.TextField()
    fr_description = models.TextField(null=True)
    en_description = models.TextField(null=True)
    de_description = models.TextField(null=True)
    is_active = models.BooleanField()


class Memento(models.Model):
    id = models.IntegerField(primary_key=True)
    fr_name = models.TextField()
    en_name = models.TextField()
    fr_label = models.TextField(null=True)
    en_label = models.TextField(null=True)
    slug = models.TextField()
    is_main_memento = models.BooleanField()
    is_active = models.BooleanField()
    memento_url = models.TextField()


class News(models.Model):
    id = models.IntegerField(primary_key=True)
    lang = models.TextField()
    title = models.TextField()
    subtitle = models.TextField()
    text = models.TextField()
    order = models.IntegerField()
    publish_date = models.DateTimeField()
    # Paths on this server; the serializer makes them absolute, as the mock does.
    visual_path = models.TextField()
    thumbnail_path = models.TextField()
    visual_description = models.TextField()
    short_vimeo_video_id = models.TextField()
    short_vimeo_video_credits = models.TextField()
    carousel_images = models.JSONField()
    video = models.TextField()
    channel = models.ForeignKey(Channel, on_delete=models.CASCADE)
    category = models.ForeignKey(Category, on_delete=models.CASCADE)
    news_url = models.TextField()
    themes = models.ManyToManyField(Theme)
    publics = models.ManyToManyField(Public)
    faculties = models.ManyToManyField(Faculty)
    projects = models.ManyToManyField(Project)
    authors = models.JSONField()
    links = models.JSONField()
    funding = models.TextField()
    references = models.TextField()
    is_under_cc_license = models.BooleanField()
