; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.planet = type { i8*, i32, %struct.planet* }

@.str = private unnamed_addr constant [8 x i8] c"mercury\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"venus\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"earth\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mars\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"jupiter\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"saturn\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"uranus\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"neptune\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ceres\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"pluto\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"eris\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"haumea\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"makemake\00", align 1
@names = dso_local global [13 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0)], align 4
@samples = dso_local global [32 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 8, i32 2, i32 7, i32 6, i32 0, i32 11, i32 15, i32 13, i32 12, i32 14, i32 10, i32 21, i32 23, i32 20, i32 22, i32 19, i32 17, i32 18, i32 16, i32 31, i32 29, i32 30, i32 28, i32 26, i32 27, i32 25, i32 24], align 4
@windows = dso_local global [6 x i32*] [i32* getelementptr inbounds ([32 x i32], [32 x i32]* @samples, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 36) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 64) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 100) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 112) to i32*)], align 4
@window_len = dso_local constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 4
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i32 1, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 12) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 2, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 95, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 36) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 146, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 16, %struct.planet* null }], align 4
@by_moons = dso_local global [5 x %struct.planet*] [%struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*), %struct.planet* getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 36) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 12) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*)], align 4
@name_cursor = dso_local global i8** bitcast (i8* getelementptr (i8, i8* bitcast ([13 x i8*]* @names to i8*), i64 12) to i8**), align 4
@main.keys = internal global [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.planet*, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %10

10:                                               ; preds = %18, %0
  %11 = load i32, i32* %1, align 4
  %12 = icmp ult i32 %11, 6
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %14
  %16 = load i8*, i8** %15, align 4
  %17 = call i32 @lookup(i8* noundef %16) #2
  call void @mix(i32 noundef %17) #2
  br label %18

18:                                               ; preds = %13
  %19 = load i32, i32* %1, align 4
  %20 = add i32 %19, 1
  store i32 %20, i32* %1, align 4
  br label %10, !llvm.loop !7

21:                                               ; preds = %10
  %22 = load i8**, i8*** @name_cursor, align 4
  %23 = load i8*, i8** %22, align 4
  %24 = call i32 @strlen(i8* noundef %23) #2
  call void @mix(i32 noundef %24) #2
  call void @sort_names(i8** noundef getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), i32 noundef 13) #2
  store i32 0, i32* %2, align 4
  br label %25

25:                                               ; preds = %50, %21
  %26 = load i32, i32* %2, align 4
  %27 = icmp ult i32 %26, 13
  br i1 %27, label %28, label %53

28:                                               ; preds = %25
  %29 = load i32, i32* %2, align 4
  %30 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %29
  %31 = load i8*, i8** %30, align 4
  call void @print(i8* noundef %31) #2
  %32 = load i32, i32* %2, align 4
  %33 = add i32 %32, 1
  %34 = icmp ult i32 %33, 13
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i32 32, i32 10
  %37 = call i32 @putchar(i32 noundef %36) #2
  %38 = load i32, i32* %2, align 4
  %39 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %38
  %40 = load i8*, i8** %39, align 4
  %41 = call i32 @lookup(i8* noundef %40) #2
  %42 = mul i32 %41, 31
  %43 = load i32, i32* %2, align 4
  %44 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %43
  %45 = load i8*, i8** %44, align 4
  %46 = getelementptr inbounds i8, i8* %45, i32 0
  %47 = load i8, i8* %46, align 1
  %48 = zext i8 %47 to i32
  %49 = add i32 %42, %48
  call void @mix(i32 noundef %49) #2
  br label %50

50:                                               ; preds = %28
  %51 = load i32, i32* %2, align 4
  %52 = add i32 %51, 1
  store i32 %52, i32* %2, align 4
  br label %25, !llvm.loop !9

53:                                               ; preds = %25
  %54 = load i8**, i8*** @name_cursor, align 4
  %55 = load i8*, i8** %54, align 4
  %56 = call i32 @strlen(i8* noundef %55) #2
  call void @mix(i32 noundef %56) #2
  store i32 0, i32* %3, align 4
  br label %57

57:                                               ; preds = %105, %53
  %58 = load i32, i32* %3, align 4
  %59 = icmp slt i32 %58, 12
  br i1 %59, label %60, label %108

60:                                               ; preds = %57
  store i32 0, i32* %4, align 4
  br label %61

61:                                               ; preds = %101, %60
  %62 = load i32, i32* %4, align 4
  %63 = icmp ult i32 %62, 6
  br i1 %63, label %64, label %104

64:                                               ; preds = %61
  store i32 0, i32* %5, align 4
  %65 = load i32, i32* %4, align 4
  %66 = getelementptr inbounds [6 x i32*], [6 x i32*]* @windows, i32 0, i32 %65
  %67 = load i32*, i32** %66, align 4
  store i32* %67, i32** %6, align 4
  br label %68

68:                                               ; preds = %90, %64
  %69 = load i32*, i32** %6, align 4
  %70 = load i32, i32* %4, align 4
  %71 = getelementptr inbounds [6 x i32*], [6 x i32*]* @windows, i32 0, i32 %70
  %72 = load i32*, i32** %71, align 4
  %73 = load i32, i32* %4, align 4
  %74 = getelementptr inbounds [6 x i32], [6 x i32]* @window_len, i32 0, i32 %73
  %75 = load i32, i32* %74, align 4
  %76 = getelementptr inbounds i32, i32* %72, i32 %75
  %77 = icmp ult i32* %69, %76
  br i1 %77, label %78, label %93

78:                                               ; preds = %68
  %79 = load i32*, i32** %6, align 4
  %80 = load i32, i32* %79, align 4
  %81 = load i32, i32* %5, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, i32* %5, align 4
  %83 = load i32*, i32** %6, align 4
  %84 = load i32, i32* %83, align 4
  %85 = mul nsw i32 %84, 5
  %86 = load i32, i32* %3, align 4
  %87 = add nsw i32 %85, %86
  %88 = srem i32 %87, 37
  %89 = load i32*, i32** %6, align 4
  store i32 %88, i32* %89, align 4
  br label %90

90:                                               ; preds = %78
  %91 = load i32*, i32** %6, align 4
  %92 = getelementptr inbounds i32, i32* %91, i32 1
  store i32* %92, i32** %6, align 4
  br label %68, !llvm.loop !10

93:                                               ; preds = %68
  %94 = load i32, i32* %5, align 4
  call void @mix(i32 noundef %94) #2
  %95 = load i32, i32* %4, align 4
  %96 = getelementptr inbounds [6 x i32*], [6 x i32*]* @windows, i32 0, i32 %95
  %97 = load i32*, i32** %96, align 4
  %98 = ptrtoint i32* %97 to i32
  %99 = sub i32 %98, ptrtoint ([32 x i32]* @samples to i32)
  %100 = sdiv exact i32 %99, 4
  call void @mix(i32 noundef %100) #2
  br label %101

101:                                              ; preds = %93
  %102 = load i32, i32* %4, align 4
  %103 = add i32 %102, 1
  store i32 %103, i32* %4, align 4
  br label %61, !llvm.loop !11

104:                                              ; preds = %61
  br label %105

105:                                              ; preds = %104
  %106 = load i32, i32* %3, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %3, align 4
  br label %57, !llvm.loop !12

108:                                              ; preds = %57
  store i32 0, i32* %7, align 4
  store %struct.planet* getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %struct.planet** %8, align 4
  br label %109

109:                                              ; preds = %123, %108
  %110 = load %struct.planet*, %struct.planet** %8, align 4
  %111 = icmp ne %struct.planet* %110, null
  br i1 %111, label %112, label %127

112:                                              ; preds = %109
  %113 = load %struct.planet*, %struct.planet** %8, align 4
  %114 = getelementptr inbounds %struct.planet, %struct.planet* %113, i32 0, i32 1
  %115 = load i32, i32* %114, align 4
  %116 = load %struct.planet*, %struct.planet** %8, align 4
  %117 = getelementptr inbounds %struct.planet, %struct.planet* %116, i32 0, i32 0
  %118 = load i8*, i8** %117, align 4
  %119 = call i32 @strlen(i8* noundef %118) #2
  %120 = mul nsw i32 %115, %119
  %121 = load i32, i32* %7, align 4
  %122 = add nsw i32 %121, %120
  store i32 %122, i32* %7, align 4
  br label %123

123:                                              ; preds = %112
  %124 = load %struct.planet*, %struct.planet** %8, align 4
  %125 = getelementptr inbounds %struct.planet, %struct.planet* %124, i32 0, i32 2
  %126 = load %struct.planet*, %struct.planet** %125, align 4
  store %struct.planet* %126, %struct.planet** %8, align 4
  br label %109, !llvm.loop !13

127:                                              ; preds = %109
  %128 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %128) #2
  store i32 0, i32* %9, align 4
  br label %129

129:                                              ; preds = %149, %127
  %130 = load i32, i32* %9, align 4
  %131 = add i32 %130, 1
  %132 = icmp ult i32 %131, 5
  br i1 %132, label %133, label %152

133:                                              ; preds = %129
  %134 = load i32, i32* %9, align 4
  %135 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 %134
  %136 = load %struct.planet*, %struct.planet** %135, align 4
  %137 = getelementptr inbounds %struct.planet, %struct.planet* %136, i32 0, i32 1
  %138 = load i32, i32* %137, align 4
  %139 = load i32, i32* %9, align 4
  %140 = add i32 %139, 1
  %141 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 %140
  %142 = load %struct.planet*, %struct.planet** %141, align 4
  %143 = getelementptr inbounds %struct.planet, %struct.planet* %142, i32 0, i32 1
  %144 = load i32, i32* %143, align 4
  %145 = icmp sgt i32 %138, %144
  br i1 %145, label %146, label %148

146:                                              ; preds = %133
  %147 = load i32, i32* %9, align 4
  call void @mix(i32 noundef %147) #2
  br label %148

148:                                              ; preds = %146, %133
  br label %149

149:                                              ; preds = %148
  %150 = load i32, i32* %9, align 4
  %151 = add i32 %150, 1
  store i32 %151, i32* %9, align 4
  br label %129, !llvm.loop !14

152:                                              ; preds = %129
  %153 = load i32, i32* @h, align 4
  %154 = and i32 %153, 2147483647
  ret i32 %154
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lookup(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8**, align 4
  store i8* %0, i8** %3, align 4
  store i8** getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), i8*** %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i8**, i8*** %4, align 4
  %7 = icmp ult i8** %6, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 1, i32 0)
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i8**, i8*** %4, align 4
  %10 = load i8*, i8** %9, align 4
  %11 = load i8*, i8** %3, align 4
  %12 = call i32 @str_cmp(i8* noundef %10, i8* noundef %11) #2
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %8
  %15 = load i8**, i8*** %4, align 4
  %16 = ptrtoint i8** %15 to i32
  %17 = sub i32 %16, ptrtoint ([13 x i8*]* @names to i32)
  %18 = sdiv exact i32 %17, 4
  store i32 %18, i32* %2, align 4
  br label %24

19:                                               ; preds = %8
  br label %20

20:                                               ; preds = %19
  %21 = load i8**, i8*** %4, align 4
  %22 = getelementptr inbounds i8*, i8** %21, i32 1
  store i8** %22, i8*** %4, align 4
  br label %5, !llvm.loop !15

23:                                               ; preds = %5
  store i32 -1, i32* %2, align 4
  br label %24

24:                                               ; preds = %23, %14
  %25 = load i32, i32* %2, align 4
  ret i32 %25
}

declare dso_local i32 @strlen(i8* noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @sort_names(i8** noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8**, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  store i8** %0, i8*** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %55, %2
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %9
  %15 = load i32, i32* %5, align 4
  store i32 %15, i32* %6, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %7, align 4
  br label %18

18:                                               ; preds = %36, %14
  %19 = load i32, i32* %7, align 4
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %18
  %23 = load i8**, i8*** %3, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i8*, i8** %23, i32 %24
  %26 = load i8*, i8** %25, align 4
  %27 = load i8**, i8*** %3, align 4
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds i8*, i8** %27, i32 %28
  %30 = load i8*, i8** %29, align 4
  %31 = call i32 @str_cmp(i8* noundef %26, i8* noundef %30) #2
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %22
  %34 = load i32, i32* %7, align 4
  store i32 %34, i32* %6, align 4
  br label %35

35:                                               ; preds = %33, %22
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %7, align 4
  br label %18, !llvm.loop !16

39:                                               ; preds = %18
  %40 = load i8**, i8*** %3, align 4
  %41 = load i32, i32* %5, align 4
  %42 = getelementptr inbounds i8*, i8** %40, i32 %41
  %43 = load i8*, i8** %42, align 4
  store i8* %43, i8** %8, align 4
  %44 = load i8**, i8*** %3, align 4
  %45 = load i32, i32* %6, align 4
  %46 = getelementptr inbounds i8*, i8** %44, i32 %45
  %47 = load i8*, i8** %46, align 4
  %48 = load i8**, i8*** %3, align 4
  %49 = load i32, i32* %5, align 4
  %50 = getelementptr inbounds i8*, i8** %48, i32 %49
  store i8* %47, i8** %50, align 4
  %51 = load i8*, i8** %8, align 4
  %52 = load i8**, i8*** %3, align 4
  %53 = load i32, i32* %6, align 4
  %54 = getelementptr inbounds i8*, i8** %52, i32 %53
  store i8* %51, i8** %54, align 4
  br label %55

55:                                               ; preds = %39
  %56 = load i32, i32* %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %5, align 4
  br label %9, !llvm.loop !17

58:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  %11 = zext i8 %10 to i32
  %12 = call i32 @putchar(i32 noundef %11) #2
  br label %3, !llvm.loop !18

13:                                               ; preds = %3
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @str_cmp(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i8*, i8** %3, align 4
  %7 = load i8, i8* %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load i8*, i8** %3, align 4
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i32
  %14 = load i8*, i8** %4, align 4
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load i8*, i8** %3, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %3, align 4
  %23 = load i8*, i8** %4, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  store i8* %24, i8** %4, align 4
  br label %5, !llvm.loop !19

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8*, i8** %4, align 4
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
