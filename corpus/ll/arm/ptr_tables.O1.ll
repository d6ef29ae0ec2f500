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
@windows = dso_local local_unnamed_addr global [6 x i32*] [i32* getelementptr inbounds ([32 x i32], [32 x i32]* @samples, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 36) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 64) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 100) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 112) to i32*)], align 4
@window_len = dso_local local_unnamed_addr constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 4
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i32 1, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 12) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 2, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 95, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 36) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 146, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 16, %struct.planet* null }], align 4
@by_moons = dso_local local_unnamed_addr global [5 x %struct.planet*] [%struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*), %struct.planet* getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 36) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 12) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*)], align 4
@name_cursor = dso_local local_unnamed_addr global i8** getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 3), align 4
@main.keys = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %46

2:                                                ; preds = %79
  store i32 %82, i32* @h, align 4, !tbaa !7
  %3 = load i8**, i8*** @name_cursor, align 4, !tbaa !11
  %4 = load i8*, i8** %3, align 4, !tbaa !11
  %5 = call i32 @strlen(i8* noundef %4) #2
  %6 = load i32, i32* @h, align 4, !tbaa !7
  %7 = xor i32 %6, %5
  %8 = mul i32 %7, 16777619
  store i32 %8, i32* @h, align 4, !tbaa !7
  br label %9

9:                                                ; preds = %12, %2
  %10 = phi i32 [ 0, %2 ], [ %11, %12 ]
  %11 = add nuw nsw i32 %10, 1
  br label %18

12:                                               ; preds = %38
  %13 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %10
  %14 = load i8*, i8** %13, align 4, !tbaa !11
  %15 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %43
  %16 = load i8*, i8** %15, align 4, !tbaa !11
  store i8* %16, i8** %13, align 4, !tbaa !11
  store i8* %14, i8** %15, align 4, !tbaa !11
  %17 = icmp eq i32 %11, 12
  br i1 %17, label %92, label %9, !llvm.loop !13

18:                                               ; preds = %38, %9
  %19 = phi i32 [ %44, %38 ], [ %11, %9 ]
  %20 = phi i32 [ %43, %38 ], [ %10, %9 ]
  %21 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %19
  %22 = load i8*, i8** %21, align 4, !tbaa !11
  %23 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %20
  %24 = load i8*, i8** %23, align 4, !tbaa !11
  %25 = load i8, i8* %22, align 1, !tbaa !16
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %18, %33
  %28 = phi i8 [ %36, %33 ], [ %25, %18 ]
  %29 = phi i8* [ %35, %33 ], [ %24, %18 ]
  %30 = phi i8* [ %34, %33 ], [ %22, %18 ]
  %31 = load i8, i8* %29, align 1, !tbaa !16
  %32 = icmp eq i8 %28, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = getelementptr inbounds i8, i8* %30, i32 1
  %35 = getelementptr inbounds i8, i8* %29, i32 1
  %36 = load i8, i8* %34, align 1, !tbaa !16
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %38, label %27, !llvm.loop !17

38:                                               ; preds = %33, %27, %18
  %39 = phi i8* [ %24, %18 ], [ %29, %27 ], [ %35, %33 ]
  %40 = phi i8 [ %25, %18 ], [ %28, %27 ], [ %36, %33 ]
  %41 = load i8, i8* %39, align 1, !tbaa !16
  %42 = icmp ult i8 %40, %41
  %43 = select i1 %42, i32 %19, i32 %20
  %44 = add nuw nsw i32 %19, 1
  %45 = icmp eq i32 %44, 13
  br i1 %45, label %12, label %18, !llvm.loop !18

46:                                               ; preds = %0, %79
  %47 = phi i32 [ 0, %0 ], [ %83, %79 ]
  %48 = phi i32 [ %1, %0 ], [ %82, %79 ]
  %49 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %47
  %50 = load i8*, i8** %49, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %76, %46
  %52 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %46 ], [ %77, %76 ]
  %53 = load i8*, i8** %52, align 4, !tbaa !11
  %54 = load i8, i8* %53, align 1, !tbaa !16
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %67, label %56

56:                                               ; preds = %51, %62
  %57 = phi i8 [ %65, %62 ], [ %54, %51 ]
  %58 = phi i8* [ %64, %62 ], [ %50, %51 ]
  %59 = phi i8* [ %63, %62 ], [ %53, %51 ]
  %60 = load i8, i8* %58, align 1, !tbaa !16
  %61 = icmp eq i8 %57, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, i8* %59, i32 1
  %64 = getelementptr inbounds i8, i8* %58, i32 1
  %65 = load i8, i8* %63, align 1, !tbaa !16
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %56, !llvm.loop !17

67:                                               ; preds = %62, %56, %51
  %68 = phi i8* [ %50, %51 ], [ %58, %56 ], [ %64, %62 ]
  %69 = phi i8 [ %54, %51 ], [ %57, %56 ], [ %65, %62 ]
  %70 = load i8, i8* %68, align 1, !tbaa !16
  %71 = icmp eq i8 %69, %70
  br i1 %71, label %72, label %76

72:                                               ; preds = %67
  %73 = ptrtoint i8** %52 to i32
  %74 = sub i32 %73, ptrtoint ([13 x i8*]* @names to i32)
  %75 = ashr exact i32 %74, 2
  br label %79

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8*, i8** %52, i32 1
  %78 = icmp ult i8** %77, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %78, label %51, label %79, !llvm.loop !19

79:                                               ; preds = %76, %72
  %80 = phi i32 [ %75, %72 ], [ -1, %76 ]
  %81 = xor i32 %48, %80
  %82 = mul i32 %81, 16777619
  %83 = add nuw nsw i32 %47, 1
  %84 = icmp eq i32 %83, 6
  br i1 %84, label %2, label %46, !llvm.loop !20

85:                                               ; preds = %140
  %86 = load i8**, i8*** @name_cursor, align 4, !tbaa !11
  %87 = load i8*, i8** %86, align 4, !tbaa !11
  %88 = call i32 @strlen(i8* noundef %87) #2
  %89 = load i32, i32* @h, align 4, !tbaa !7
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !7
  br label %150

92:                                               ; preds = %12, %140
  %93 = phi i32 [ %107, %140 ], [ 0, %12 ]
  %94 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %93
  %95 = load i8*, i8** %94, align 4, !tbaa !11
  %96 = load i8, i8* %95, align 1, !tbaa !16
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %106, label %98

98:                                               ; preds = %92, %98
  %99 = phi i8 [ %104, %98 ], [ %96, %92 ]
  %100 = phi i8* [ %101, %98 ], [ %95, %92 ]
  %101 = getelementptr inbounds i8, i8* %100, i32 1
  %102 = zext i8 %99 to i32
  %103 = call i32 @putchar(i32 noundef %102) #2
  %104 = load i8, i8* %101, align 1, !tbaa !16
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %106, label %98, !llvm.loop !21

106:                                              ; preds = %98, %92
  %107 = add nuw nsw i32 %93, 1
  %108 = icmp ult i32 %93, 12
  %109 = select i1 %108, i32 32, i32 10
  %110 = call i32 @putchar(i32 noundef %109) #2
  %111 = load i8*, i8** %94, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %137, %106
  %113 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %106 ], [ %138, %137 ]
  %114 = load i8*, i8** %113, align 4, !tbaa !11
  %115 = load i8, i8* %114, align 1, !tbaa !16
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %128, label %117

117:                                              ; preds = %112, %123
  %118 = phi i8 [ %126, %123 ], [ %115, %112 ]
  %119 = phi i8* [ %125, %123 ], [ %111, %112 ]
  %120 = phi i8* [ %124, %123 ], [ %114, %112 ]
  %121 = load i8, i8* %119, align 1, !tbaa !16
  %122 = icmp eq i8 %118, %121
  br i1 %122, label %123, label %128

123:                                              ; preds = %117
  %124 = getelementptr inbounds i8, i8* %120, i32 1
  %125 = getelementptr inbounds i8, i8* %119, i32 1
  %126 = load i8, i8* %124, align 1, !tbaa !16
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %128, label %117, !llvm.loop !17

128:                                              ; preds = %123, %117, %112
  %129 = phi i8* [ %111, %112 ], [ %119, %117 ], [ %125, %123 ]
  %130 = phi i8 [ %115, %112 ], [ %118, %117 ], [ %126, %123 ]
  %131 = load i8, i8* %129, align 1, !tbaa !16
  %132 = icmp eq i8 %130, %131
  br i1 %132, label %133, label %137

133:                                              ; preds = %128
  %134 = ptrtoint i8** %113 to i32
  %135 = sub i32 %134, ptrtoint ([13 x i8*]* @names to i32)
  %136 = ashr exact i32 %135, 2
  br label %140

137:                                              ; preds = %128
  %138 = getelementptr inbounds i8*, i8** %113, i32 1
  %139 = icmp ult i8** %138, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %139, label %112, label %140, !llvm.loop !19

140:                                              ; preds = %137, %133
  %141 = phi i32 [ %136, %133 ], [ -1, %137 ]
  %142 = mul i32 %141, 31
  %143 = load i8, i8* %111, align 1, !tbaa !16
  %144 = zext i8 %143 to i32
  %145 = add i32 %142, %144
  %146 = load i32, i32* @h, align 4, !tbaa !7
  %147 = xor i32 %145, %146
  %148 = mul i32 %147, 16777619
  store i32 %148, i32* @h, align 4, !tbaa !7
  %149 = icmp eq i32 %107, 13
  br i1 %149, label %85, label %92, !llvm.loop !22

150:                                              ; preds = %85, %154
  %151 = phi i32 [ 0, %85 ], [ %155, %154 ]
  %152 = phi i32 [ %91, %85 ], [ %172, %154 ]
  br label %157

153:                                              ; preds = %154
  store i32 %172, i32* @h, align 4, !tbaa !7
  br label %189

154:                                              ; preds = %165
  %155 = add nuw nsw i32 %151, 1
  %156 = icmp eq i32 %155, 12
  br i1 %156, label %153, label %150, !llvm.loop !23

157:                                              ; preds = %150, %165
  %158 = phi i32 [ 0, %150 ], [ %173, %165 ]
  %159 = phi i32 [ %152, %150 ], [ %172, %165 ]
  %160 = getelementptr inbounds [6 x i32*], [6 x i32*]* @windows, i32 0, i32 %158
  %161 = load i32*, i32** %160, align 4, !tbaa !11
  %162 = getelementptr inbounds [6 x i32], [6 x i32]* @window_len, i32 0, i32 %158
  %163 = load i32, i32* %162, align 4, !tbaa !7
  %164 = getelementptr inbounds i32, i32* %161, i32 %163
  br label %175

165:                                              ; preds = %175
  %166 = xor i32 %159, %179
  %167 = mul i32 %166, 16777619
  %168 = ptrtoint i32* %161 to i32
  %169 = sub i32 %168, ptrtoint ([32 x i32]* @samples to i32)
  %170 = ashr exact i32 %169, 2
  %171 = xor i32 %167, %170
  %172 = mul i32 %171, 16777619
  %173 = add nuw nsw i32 %158, 1
  %174 = icmp eq i32 %173, 6
  br i1 %174, label %154, label %157, !llvm.loop !24

175:                                              ; preds = %157, %175
  %176 = phi i32* [ %183, %175 ], [ %161, %157 ]
  %177 = phi i32 [ %179, %175 ], [ 0, %157 ]
  %178 = load i32, i32* %176, align 4, !tbaa !7
  %179 = add nsw i32 %178, %177
  %180 = mul nsw i32 %178, 5
  %181 = add nsw i32 %180, %151
  %182 = srem i32 %181, 37
  store i32 %182, i32* %176, align 4, !tbaa !7
  %183 = getelementptr inbounds i32, i32* %176, i32 1
  %184 = icmp ult i32* %183, %164
  br i1 %184, label %175, label %165, !llvm.loop !25

185:                                              ; preds = %189
  %186 = load i32, i32* @h, align 4, !tbaa !7
  %187 = xor i32 %186, %198
  %188 = mul i32 %187, 16777619
  store i32 %188, i32* @h, align 4, !tbaa !7
  br label %205

189:                                              ; preds = %153, %189
  %190 = phi %struct.planet* [ getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %153 ], [ %200, %189 ]
  %191 = phi i32 [ 0, %153 ], [ %198, %189 ]
  %192 = getelementptr inbounds %struct.planet, %struct.planet* %190, i32 0, i32 1
  %193 = load i32, i32* %192, align 4, !tbaa !26
  %194 = getelementptr inbounds %struct.planet, %struct.planet* %190, i32 0, i32 0
  %195 = load i8*, i8** %194, align 4, !tbaa !28
  %196 = call i32 @strlen(i8* noundef %195) #2
  %197 = mul nsw i32 %196, %193
  %198 = add nsw i32 %197, %191
  %199 = getelementptr inbounds %struct.planet, %struct.planet* %190, i32 0, i32 2
  %200 = load %struct.planet*, %struct.planet** %199, align 4, !tbaa !29
  %201 = icmp eq %struct.planet* %200, null
  br i1 %201, label %185, label %189, !llvm.loop !30

202:                                              ; preds = %221
  %203 = load i32, i32* @h, align 4, !tbaa !7
  %204 = and i32 %203, 2147483647
  ret i32 %204

205:                                              ; preds = %185, %221
  %206 = phi i32 [ 1, %185 ], [ %223, %221 ]
  %207 = phi i32 [ 0, %185 ], [ %206, %221 ]
  %208 = phi i32 [ %188, %185 ], [ %222, %221 ]
  %209 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 %207
  %210 = load %struct.planet*, %struct.planet** %209, align 4, !tbaa !11
  %211 = getelementptr inbounds %struct.planet, %struct.planet* %210, i32 0, i32 1
  %212 = load i32, i32* %211, align 4, !tbaa !26
  %213 = getelementptr inbounds [5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 %206
  %214 = load %struct.planet*, %struct.planet** %213, align 4, !tbaa !11
  %215 = getelementptr inbounds %struct.planet, %struct.planet* %214, i32 0, i32 1
  %216 = load i32, i32* %215, align 4, !tbaa !26
  %217 = icmp sgt i32 %212, %216
  br i1 %217, label %218, label %221

218:                                              ; preds = %205
  %219 = xor i32 %208, %207
  %220 = mul i32 %219, 16777619
  store i32 %220, i32* @h, align 4, !tbaa !7
  br label %221

221:                                              ; preds = %205, %218
  %222 = phi i32 [ %208, %205 ], [ %220, %218 ]
  %223 = add nuw nsw i32 %206, 1
  %224 = icmp eq i32 %223, 5
  br i1 %224, label %202, label %205, !llvm.loop !31
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !9, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = !{!27, !8, i64 4}
!27 = !{!"planet", !12, i64 0, !8, i64 4, !12, i64 8}
!28 = !{!27, !12, i64 0}
!29 = !{!27, !12, i64 8}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
