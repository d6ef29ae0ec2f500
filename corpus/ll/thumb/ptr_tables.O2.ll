; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

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
  br label %261

2:                                                ; preds = %388
  store i32 %391, i32* @h, align 4, !tbaa !7
  %3 = load i8**, i8*** @name_cursor, align 4, !tbaa !11
  %4 = load i8*, i8** %3, align 4, !tbaa !11
  %5 = tail call i32 @strlen(i8* noundef %4) #2
  %6 = load i32, i32* @h, align 4, !tbaa !7
  %7 = xor i32 %6, %5
  %8 = mul i32 %7, 16777619
  store i32 %8, i32* @h, align 4, !tbaa !7
  br label %9

9:                                                ; preds = %122, %2
  %10 = phi i32 [ 0, %2 ], [ %12, %122 ]
  %11 = sub nsw i32 0, %10
  %12 = add nuw nsw i32 %10, 1
  %13 = and i32 %11, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %116, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %12
  %17 = load i8*, i8** %16, align 4, !tbaa !11
  %18 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %10
  %19 = load i8*, i8** %18, align 4, !tbaa !11
  %20 = load i8, i8* %17, align 1, !tbaa !13
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %41, label %22

22:                                               ; preds = %15, %36
  %23 = phi i8 [ %39, %36 ], [ %20, %15 ]
  %24 = phi i8* [ %38, %36 ], [ %19, %15 ]
  %25 = phi i8* [ %37, %36 ], [ %17, %15 ]
  %26 = load i8, i8* %24, align 1, !tbaa !13
  %27 = icmp eq i8 %23, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, i8* %25, i32 1
  %30 = getelementptr inbounds i8, i8* %24, i32 1
  %31 = load i8, i8* %29, align 1, !tbaa !13
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %41, label %33, !llvm.loop !14

33:                                               ; preds = %28
  %34 = load i8, i8* %30, align 1, !tbaa !13
  %35 = icmp eq i8 %31, %34
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, i8* %25, i32 2
  %38 = getelementptr inbounds i8, i8* %24, i32 2
  %39 = load i8, i8* %37, align 1, !tbaa !13
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %22, !llvm.loop !14

41:                                               ; preds = %22, %28, %33, %36, %15
  %42 = phi i8* [ %19, %15 ], [ %30, %28 ], [ %24, %22 ], [ %30, %33 ], [ %38, %36 ]
  %43 = phi i8 [ 0, %15 ], [ 0, %28 ], [ %23, %22 ], [ %31, %33 ], [ 0, %36 ]
  %44 = load i8, i8* %42, align 1, !tbaa !13
  %45 = icmp ult i8 %43, %44
  %46 = select i1 %45, i32 %12, i32 %10
  %47 = add nuw nsw i32 %10, 2
  %48 = icmp eq i32 %13, 1
  br i1 %48, label %116, label %49

49:                                               ; preds = %41
  %50 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %47
  %51 = load i8*, i8** %50, align 4, !tbaa !11
  %52 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %46
  %53 = load i8*, i8** %52, align 4, !tbaa !11
  %54 = load i8, i8* %51, align 1, !tbaa !13
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %75, label %56

56:                                               ; preds = %49, %70
  %57 = phi i8 [ %73, %70 ], [ %54, %49 ]
  %58 = phi i8* [ %72, %70 ], [ %53, %49 ]
  %59 = phi i8* [ %71, %70 ], [ %51, %49 ]
  %60 = load i8, i8* %58, align 1, !tbaa !13
  %61 = icmp eq i8 %57, %60
  br i1 %61, label %62, label %75

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, i8* %59, i32 1
  %64 = getelementptr inbounds i8, i8* %58, i32 1
  %65 = load i8, i8* %63, align 1, !tbaa !13
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %75, label %67, !llvm.loop !14

67:                                               ; preds = %62
  %68 = load i8, i8* %64, align 1, !tbaa !13
  %69 = icmp eq i8 %65, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, i8* %59, i32 2
  %72 = getelementptr inbounds i8, i8* %58, i32 2
  %73 = load i8, i8* %71, align 1, !tbaa !13
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %75, label %56, !llvm.loop !14

75:                                               ; preds = %56, %62, %67, %70, %49
  %76 = phi i8* [ %53, %49 ], [ %64, %62 ], [ %58, %56 ], [ %64, %67 ], [ %72, %70 ]
  %77 = phi i8 [ 0, %49 ], [ 0, %62 ], [ %57, %56 ], [ %65, %67 ], [ 0, %70 ]
  %78 = load i8, i8* %76, align 1, !tbaa !13
  %79 = icmp ult i8 %77, %78
  %80 = select i1 %79, i32 %47, i32 %46
  %81 = add nuw nsw i32 %10, 3
  %82 = icmp eq i32 %13, 2
  br i1 %82, label %116, label %83

83:                                               ; preds = %75
  %84 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %81
  %85 = load i8*, i8** %84, align 4, !tbaa !11
  %86 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %80
  %87 = load i8*, i8** %86, align 4, !tbaa !11
  %88 = load i8, i8* %85, align 1, !tbaa !13
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %109, label %90

90:                                               ; preds = %83, %104
  %91 = phi i8 [ %107, %104 ], [ %88, %83 ]
  %92 = phi i8* [ %106, %104 ], [ %87, %83 ]
  %93 = phi i8* [ %105, %104 ], [ %85, %83 ]
  %94 = load i8, i8* %92, align 1, !tbaa !13
  %95 = icmp eq i8 %91, %94
  br i1 %95, label %96, label %109

96:                                               ; preds = %90
  %97 = getelementptr inbounds i8, i8* %93, i32 1
  %98 = getelementptr inbounds i8, i8* %92, i32 1
  %99 = load i8, i8* %97, align 1, !tbaa !13
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %109, label %101, !llvm.loop !14

101:                                              ; preds = %96
  %102 = load i8, i8* %98, align 1, !tbaa !13
  %103 = icmp eq i8 %99, %102
  br i1 %103, label %104, label %109

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, i8* %93, i32 2
  %106 = getelementptr inbounds i8, i8* %92, i32 2
  %107 = load i8, i8* %105, align 1, !tbaa !13
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %90, !llvm.loop !14

109:                                              ; preds = %90, %96, %101, %104, %83
  %110 = phi i8* [ %87, %83 ], [ %98, %96 ], [ %92, %90 ], [ %98, %101 ], [ %106, %104 ]
  %111 = phi i8 [ 0, %83 ], [ 0, %96 ], [ %91, %90 ], [ %99, %101 ], [ 0, %104 ]
  %112 = load i8, i8* %110, align 1, !tbaa !13
  %113 = icmp ult i8 %111, %112
  %114 = select i1 %113, i32 %81, i32 %80
  %115 = add nuw nsw i32 %10, 4
  br label %116

116:                                              ; preds = %41, %75, %109, %9
  %117 = phi i32 [ undef, %9 ], [ %46, %41 ], [ %80, %75 ], [ %114, %109 ]
  %118 = phi i32 [ %12, %9 ], [ %47, %41 ], [ %81, %75 ], [ %115, %109 ]
  %119 = phi i32 [ %10, %9 ], [ %46, %41 ], [ %80, %75 ], [ %114, %109 ]
  %120 = add nsw i32 %10, -9
  %121 = icmp ult i32 %120, 3
  br i1 %121, label %122, label %129

122:                                              ; preds = %253, %116
  %123 = phi i32 [ %117, %116 ], [ %258, %253 ]
  %124 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %10
  %125 = load i8*, i8** %124, align 4, !tbaa !11
  %126 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %123
  %127 = load i8*, i8** %126, align 4, !tbaa !11
  store i8* %127, i8** %124, align 4, !tbaa !11
  store i8* %125, i8** %126, align 4, !tbaa !11
  %128 = icmp eq i32 %12, 12
  br i1 %128, label %451, label %9, !llvm.loop !16

129:                                              ; preds = %116, %253
  %130 = phi i32 [ %259, %253 ], [ %118, %116 ]
  %131 = phi i32 [ %258, %253 ], [ %119, %116 ]
  %132 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %130
  %133 = load i8*, i8** %132, align 4, !tbaa !11
  %134 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %131
  %135 = load i8*, i8** %134, align 4, !tbaa !11
  %136 = load i8, i8* %133, align 1, !tbaa !13
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %157, label %138

138:                                              ; preds = %129, %152
  %139 = phi i8 [ %155, %152 ], [ %136, %129 ]
  %140 = phi i8* [ %154, %152 ], [ %135, %129 ]
  %141 = phi i8* [ %153, %152 ], [ %133, %129 ]
  %142 = load i8, i8* %140, align 1, !tbaa !13
  %143 = icmp eq i8 %139, %142
  br i1 %143, label %144, label %157

144:                                              ; preds = %138
  %145 = getelementptr inbounds i8, i8* %141, i32 1
  %146 = getelementptr inbounds i8, i8* %140, i32 1
  %147 = load i8, i8* %145, align 1, !tbaa !13
  %148 = icmp eq i8 %147, 0
  br i1 %148, label %157, label %149, !llvm.loop !14

149:                                              ; preds = %144
  %150 = load i8, i8* %146, align 1, !tbaa !13
  %151 = icmp eq i8 %147, %150
  br i1 %151, label %152, label %157

152:                                              ; preds = %149
  %153 = getelementptr inbounds i8, i8* %141, i32 2
  %154 = getelementptr inbounds i8, i8* %140, i32 2
  %155 = load i8, i8* %153, align 1, !tbaa !13
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %157, label %138, !llvm.loop !14

157:                                              ; preds = %144, %138, %149, %152, %129
  %158 = phi i8* [ %135, %129 ], [ %146, %144 ], [ %140, %138 ], [ %146, %149 ], [ %154, %152 ]
  %159 = phi i8 [ 0, %129 ], [ 0, %144 ], [ %139, %138 ], [ %147, %149 ], [ 0, %152 ]
  %160 = load i8, i8* %158, align 1, !tbaa !13
  %161 = icmp ult i8 %159, %160
  %162 = select i1 %161, i32 %130, i32 %131
  %163 = add nuw nsw i32 %130, 1
  %164 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %163
  %165 = load i8*, i8** %164, align 4, !tbaa !11
  %166 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %162
  %167 = load i8*, i8** %166, align 4, !tbaa !11
  %168 = load i8, i8* %165, align 1, !tbaa !13
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %189, label %170

170:                                              ; preds = %157, %184
  %171 = phi i8 [ %187, %184 ], [ %168, %157 ]
  %172 = phi i8* [ %186, %184 ], [ %167, %157 ]
  %173 = phi i8* [ %185, %184 ], [ %165, %157 ]
  %174 = load i8, i8* %172, align 1, !tbaa !13
  %175 = icmp eq i8 %171, %174
  br i1 %175, label %176, label %189

176:                                              ; preds = %170
  %177 = getelementptr inbounds i8, i8* %173, i32 1
  %178 = getelementptr inbounds i8, i8* %172, i32 1
  %179 = load i8, i8* %177, align 1, !tbaa !13
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %189, label %181, !llvm.loop !14

181:                                              ; preds = %176
  %182 = load i8, i8* %178, align 1, !tbaa !13
  %183 = icmp eq i8 %179, %182
  br i1 %183, label %184, label %189

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, i8* %173, i32 2
  %186 = getelementptr inbounds i8, i8* %172, i32 2
  %187 = load i8, i8* %185, align 1, !tbaa !13
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %189, label %170, !llvm.loop !14

189:                                              ; preds = %170, %176, %181, %184, %157
  %190 = phi i8* [ %167, %157 ], [ %178, %176 ], [ %172, %170 ], [ %178, %181 ], [ %186, %184 ]
  %191 = phi i8 [ 0, %157 ], [ 0, %176 ], [ %171, %170 ], [ %179, %181 ], [ 0, %184 ]
  %192 = load i8, i8* %190, align 1, !tbaa !13
  %193 = icmp ult i8 %191, %192
  %194 = select i1 %193, i32 %163, i32 %162
  %195 = add nuw nsw i32 %130, 2
  %196 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %195
  %197 = load i8*, i8** %196, align 4, !tbaa !11
  %198 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %194
  %199 = load i8*, i8** %198, align 4, !tbaa !11
  %200 = load i8, i8* %197, align 1, !tbaa !13
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %221, label %202

202:                                              ; preds = %189, %216
  %203 = phi i8 [ %219, %216 ], [ %200, %189 ]
  %204 = phi i8* [ %218, %216 ], [ %199, %189 ]
  %205 = phi i8* [ %217, %216 ], [ %197, %189 ]
  %206 = load i8, i8* %204, align 1, !tbaa !13
  %207 = icmp eq i8 %203, %206
  br i1 %207, label %208, label %221

208:                                              ; preds = %202
  %209 = getelementptr inbounds i8, i8* %205, i32 1
  %210 = getelementptr inbounds i8, i8* %204, i32 1
  %211 = load i8, i8* %209, align 1, !tbaa !13
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %221, label %213, !llvm.loop !14

213:                                              ; preds = %208
  %214 = load i8, i8* %210, align 1, !tbaa !13
  %215 = icmp eq i8 %211, %214
  br i1 %215, label %216, label %221

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, i8* %205, i32 2
  %218 = getelementptr inbounds i8, i8* %204, i32 2
  %219 = load i8, i8* %217, align 1, !tbaa !13
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %221, label %202, !llvm.loop !14

221:                                              ; preds = %202, %208, %213, %216, %189
  %222 = phi i8* [ %199, %189 ], [ %210, %208 ], [ %204, %202 ], [ %210, %213 ], [ %218, %216 ]
  %223 = phi i8 [ 0, %189 ], [ 0, %208 ], [ %203, %202 ], [ %211, %213 ], [ 0, %216 ]
  %224 = load i8, i8* %222, align 1, !tbaa !13
  %225 = icmp ult i8 %223, %224
  %226 = select i1 %225, i32 %195, i32 %194
  %227 = add nuw nsw i32 %130, 3
  %228 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %227
  %229 = load i8*, i8** %228, align 4, !tbaa !11
  %230 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %226
  %231 = load i8*, i8** %230, align 4, !tbaa !11
  %232 = load i8, i8* %229, align 1, !tbaa !13
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %253, label %234

234:                                              ; preds = %221, %248
  %235 = phi i8 [ %251, %248 ], [ %232, %221 ]
  %236 = phi i8* [ %250, %248 ], [ %231, %221 ]
  %237 = phi i8* [ %249, %248 ], [ %229, %221 ]
  %238 = load i8, i8* %236, align 1, !tbaa !13
  %239 = icmp eq i8 %235, %238
  br i1 %239, label %240, label %253

240:                                              ; preds = %234
  %241 = getelementptr inbounds i8, i8* %237, i32 1
  %242 = getelementptr inbounds i8, i8* %236, i32 1
  %243 = load i8, i8* %241, align 1, !tbaa !13
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %253, label %245, !llvm.loop !14

245:                                              ; preds = %240
  %246 = load i8, i8* %242, align 1, !tbaa !13
  %247 = icmp eq i8 %243, %246
  br i1 %247, label %248, label %253

248:                                              ; preds = %245
  %249 = getelementptr inbounds i8, i8* %237, i32 2
  %250 = getelementptr inbounds i8, i8* %236, i32 2
  %251 = load i8, i8* %249, align 1, !tbaa !13
  %252 = icmp eq i8 %251, 0
  br i1 %252, label %253, label %234, !llvm.loop !14

253:                                              ; preds = %234, %240, %245, %248, %221
  %254 = phi i8* [ %231, %221 ], [ %242, %240 ], [ %236, %234 ], [ %242, %245 ], [ %250, %248 ]
  %255 = phi i8 [ 0, %221 ], [ 0, %240 ], [ %235, %234 ], [ %243, %245 ], [ 0, %248 ]
  %256 = load i8, i8* %254, align 1, !tbaa !13
  %257 = icmp ult i8 %255, %256
  %258 = select i1 %257, i32 %227, i32 %226
  %259 = add nuw nsw i32 %130, 4
  %260 = icmp eq i32 %259, 13
  br i1 %260, label %122, label %129, !llvm.loop !17

261:                                              ; preds = %388, %0
  %262 = phi i32 [ 0, %0 ], [ %392, %388 ]
  %263 = phi i32 [ %1, %0 ], [ %391, %388 ]
  %264 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %262
  %265 = load i8*, i8** %264, align 4, !tbaa !11
  br label %266

266:                                              ; preds = %299, %261
  %267 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %261 ], [ %300, %299 ]
  %268 = load i8*, i8** %267, align 4, !tbaa !11
  %269 = load i8, i8* %268, align 1, !tbaa !13
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %290, label %271

271:                                              ; preds = %266, %285
  %272 = phi i8 [ %288, %285 ], [ %269, %266 ]
  %273 = phi i8* [ %287, %285 ], [ %265, %266 ]
  %274 = phi i8* [ %286, %285 ], [ %268, %266 ]
  %275 = load i8, i8* %273, align 1, !tbaa !13
  %276 = icmp eq i8 %272, %275
  br i1 %276, label %277, label %290

277:                                              ; preds = %271
  %278 = getelementptr inbounds i8, i8* %274, i32 1
  %279 = getelementptr inbounds i8, i8* %273, i32 1
  %280 = load i8, i8* %278, align 1, !tbaa !13
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %290, label %282, !llvm.loop !14

282:                                              ; preds = %277
  %283 = load i8, i8* %279, align 1, !tbaa !13
  %284 = icmp eq i8 %280, %283
  br i1 %284, label %285, label %290

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, i8* %274, i32 2
  %287 = getelementptr inbounds i8, i8* %273, i32 2
  %288 = load i8, i8* %286, align 1, !tbaa !13
  %289 = icmp eq i8 %288, 0
  br i1 %289, label %290, label %271, !llvm.loop !14

290:                                              ; preds = %277, %271, %282, %285, %266
  %291 = phi i8* [ %265, %266 ], [ %279, %277 ], [ %273, %271 ], [ %279, %282 ], [ %287, %285 ]
  %292 = phi i8 [ 0, %266 ], [ 0, %277 ], [ %272, %271 ], [ %280, %282 ], [ 0, %285 ]
  %293 = load i8, i8* %291, align 1, !tbaa !13
  %294 = icmp eq i8 %292, %293
  br i1 %294, label %295, label %299

295:                                              ; preds = %290
  %296 = ptrtoint i8** %267 to i32
  %297 = sub i32 %296, ptrtoint ([13 x i8*]* @names to i32)
  %298 = ashr exact i32 %297, 2
  br label %302

299:                                              ; preds = %290
  %300 = getelementptr inbounds i8*, i8** %267, i32 1
  %301 = icmp ult i8** %300, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %301, label %266, label %302, !llvm.loop !18

302:                                              ; preds = %299, %295
  %303 = phi i32 [ %298, %295 ], [ -1, %299 ]
  %304 = xor i32 %263, %303
  %305 = mul i32 %304, 16777619
  %306 = add nuw nsw i32 %262, 1
  %307 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %306
  %308 = load i8*, i8** %307, align 4, !tbaa !11
  br label %309

309:                                              ; preds = %338, %302
  %310 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %302 ], [ %339, %338 ]
  %311 = load i8*, i8** %310, align 4, !tbaa !11
  %312 = load i8, i8* %311, align 1, !tbaa !13
  %313 = icmp eq i8 %312, 0
  br i1 %313, label %333, label %314

314:                                              ; preds = %309, %328
  %315 = phi i8 [ %331, %328 ], [ %312, %309 ]
  %316 = phi i8* [ %330, %328 ], [ %308, %309 ]
  %317 = phi i8* [ %329, %328 ], [ %311, %309 ]
  %318 = load i8, i8* %316, align 1, !tbaa !13
  %319 = icmp eq i8 %315, %318
  br i1 %319, label %320, label %333

320:                                              ; preds = %314
  %321 = getelementptr inbounds i8, i8* %317, i32 1
  %322 = getelementptr inbounds i8, i8* %316, i32 1
  %323 = load i8, i8* %321, align 1, !tbaa !13
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %333, label %325, !llvm.loop !14

325:                                              ; preds = %320
  %326 = load i8, i8* %322, align 1, !tbaa !13
  %327 = icmp eq i8 %323, %326
  br i1 %327, label %328, label %333

328:                                              ; preds = %325
  %329 = getelementptr inbounds i8, i8* %317, i32 2
  %330 = getelementptr inbounds i8, i8* %316, i32 2
  %331 = load i8, i8* %329, align 1, !tbaa !13
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %333, label %314, !llvm.loop !14

333:                                              ; preds = %314, %320, %325, %328, %309
  %334 = phi i8* [ %308, %309 ], [ %322, %320 ], [ %316, %314 ], [ %322, %325 ], [ %330, %328 ]
  %335 = phi i8 [ 0, %309 ], [ 0, %320 ], [ %315, %314 ], [ %323, %325 ], [ 0, %328 ]
  %336 = load i8, i8* %334, align 1, !tbaa !13
  %337 = icmp eq i8 %335, %336
  br i1 %337, label %341, label %338

338:                                              ; preds = %333
  %339 = getelementptr inbounds i8*, i8** %310, i32 1
  %340 = icmp ult i8** %339, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %340, label %309, label %345, !llvm.loop !18

341:                                              ; preds = %333
  %342 = ptrtoint i8** %310 to i32
  %343 = sub i32 %342, ptrtoint ([13 x i8*]* @names to i32)
  %344 = ashr exact i32 %343, 2
  br label %345

345:                                              ; preds = %338, %341
  %346 = phi i32 [ %344, %341 ], [ -1, %338 ]
  %347 = xor i32 %305, %346
  %348 = mul i32 %347, 16777619
  %349 = add nuw nsw i32 %262, 2
  %350 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %349
  %351 = load i8*, i8** %350, align 4, !tbaa !11
  br label %352

352:                                              ; preds = %381, %345
  %353 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %345 ], [ %382, %381 ]
  %354 = load i8*, i8** %353, align 4, !tbaa !11
  %355 = load i8, i8* %354, align 1, !tbaa !13
  %356 = icmp eq i8 %355, 0
  br i1 %356, label %376, label %357

357:                                              ; preds = %352, %371
  %358 = phi i8 [ %374, %371 ], [ %355, %352 ]
  %359 = phi i8* [ %373, %371 ], [ %351, %352 ]
  %360 = phi i8* [ %372, %371 ], [ %354, %352 ]
  %361 = load i8, i8* %359, align 1, !tbaa !13
  %362 = icmp eq i8 %358, %361
  br i1 %362, label %363, label %376

363:                                              ; preds = %357
  %364 = getelementptr inbounds i8, i8* %360, i32 1
  %365 = getelementptr inbounds i8, i8* %359, i32 1
  %366 = load i8, i8* %364, align 1, !tbaa !13
  %367 = icmp eq i8 %366, 0
  br i1 %367, label %376, label %368, !llvm.loop !14

368:                                              ; preds = %363
  %369 = load i8, i8* %365, align 1, !tbaa !13
  %370 = icmp eq i8 %366, %369
  br i1 %370, label %371, label %376

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, i8* %360, i32 2
  %373 = getelementptr inbounds i8, i8* %359, i32 2
  %374 = load i8, i8* %372, align 1, !tbaa !13
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %376, label %357, !llvm.loop !14

376:                                              ; preds = %357, %363, %368, %371, %352
  %377 = phi i8* [ %351, %352 ], [ %365, %363 ], [ %359, %357 ], [ %365, %368 ], [ %373, %371 ]
  %378 = phi i8 [ 0, %352 ], [ 0, %363 ], [ %358, %357 ], [ %366, %368 ], [ 0, %371 ]
  %379 = load i8, i8* %377, align 1, !tbaa !13
  %380 = icmp eq i8 %378, %379
  br i1 %380, label %384, label %381

381:                                              ; preds = %376
  %382 = getelementptr inbounds i8*, i8** %353, i32 1
  %383 = icmp ult i8** %382, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %383, label %352, label %388, !llvm.loop !18

384:                                              ; preds = %376
  %385 = ptrtoint i8** %353 to i32
  %386 = sub i32 %385, ptrtoint ([13 x i8*]* @names to i32)
  %387 = ashr exact i32 %386, 2
  br label %388

388:                                              ; preds = %381, %384
  %389 = phi i32 [ %387, %384 ], [ -1, %381 ]
  %390 = xor i32 %348, %389
  %391 = mul i32 %390, 16777619
  %392 = add nuw nsw i32 %262, 3
  %393 = icmp eq i32 %392, 6
  br i1 %393, label %2, label %261, !llvm.loop !19

394:                                              ; preds = %507
  %395 = load i8**, i8*** @name_cursor, align 4, !tbaa !11
  %396 = load i8*, i8** %395, align 4, !tbaa !11
  %397 = tail call i32 @strlen(i8* noundef %396) #2
  %398 = load i32, i32* @h, align 4, !tbaa !7
  %399 = xor i32 %398, %397
  %400 = mul i32 %399, 16777619
  store i32 %400, i32* @h, align 4, !tbaa !7
  %401 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 0), align 4, !tbaa !11
  %402 = getelementptr inbounds i32, i32* %401, i32 1
  %403 = getelementptr inbounds i32, i32* %401, i32 2
  %404 = getelementptr inbounds i32, i32* %401, i32 3
  %405 = ptrtoint i32* %401 to i32
  %406 = sub i32 %405, ptrtoint ([32 x i32]* @samples to i32)
  %407 = ashr exact i32 %406, 2
  %408 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 1), align 4, !tbaa !11
  %409 = getelementptr inbounds i32, i32* %408, i32 1
  %410 = getelementptr inbounds i32, i32* %408, i32 2
  %411 = getelementptr inbounds i32, i32* %408, i32 3
  %412 = getelementptr inbounds i32, i32* %408, i32 4
  %413 = ptrtoint i32* %408 to i32
  %414 = sub i32 %413, ptrtoint ([32 x i32]* @samples to i32)
  %415 = ashr exact i32 %414, 2
  %416 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 2), align 4, !tbaa !11
  %417 = getelementptr inbounds i32, i32* %416, i32 1
  %418 = getelementptr inbounds i32, i32* %416, i32 2
  %419 = getelementptr inbounds i32, i32* %416, i32 3
  %420 = getelementptr inbounds i32, i32* %416, i32 4
  %421 = getelementptr inbounds i32, i32* %416, i32 5
  %422 = getelementptr inbounds i32, i32* %416, i32 6
  %423 = ptrtoint i32* %416 to i32
  %424 = sub i32 %423, ptrtoint ([32 x i32]* @samples to i32)
  %425 = ashr exact i32 %424, 2
  %426 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 3), align 4, !tbaa !11
  %427 = ptrtoint i32* %426 to i32
  %428 = sub i32 %427, ptrtoint ([32 x i32]* @samples to i32)
  %429 = ashr exact i32 %428, 2
  %430 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 4), align 4, !tbaa !11
  %431 = getelementptr inbounds i32, i32* %430, i32 1
  %432 = getelementptr inbounds i32, i32* %430, i32 2
  %433 = ptrtoint i32* %430 to i32
  %434 = sub i32 %433, ptrtoint ([32 x i32]* @samples to i32)
  %435 = ashr exact i32 %434, 2
  %436 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 5), align 4, !tbaa !11
  %437 = getelementptr inbounds i32, i32* %436, i32 1
  %438 = getelementptr inbounds i32, i32* %436, i32 2
  %439 = getelementptr inbounds i32, i32* %436, i32 3
  %440 = ptrtoint i32* %436 to i32
  %441 = sub i32 %440, ptrtoint ([32 x i32]* @samples to i32)
  %442 = ashr exact i32 %441, 2
  %443 = getelementptr inbounds i32, i32* %426, i32 1
  %444 = getelementptr inbounds i32, i32* %426, i32 2
  %445 = getelementptr inbounds i32, i32* %426, i32 3
  %446 = getelementptr inbounds i32, i32* %426, i32 4
  %447 = getelementptr inbounds i32, i32* %426, i32 5
  %448 = getelementptr inbounds i32, i32* %426, i32 6
  %449 = getelementptr inbounds i32, i32* %426, i32 7
  %450 = getelementptr inbounds i32, i32* %426, i32 8
  br label %518

451:                                              ; preds = %122, %507
  %452 = phi i32 [ %466, %507 ], [ 0, %122 ]
  %453 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %452
  %454 = load i8*, i8** %453, align 4, !tbaa !11
  %455 = load i8, i8* %454, align 1, !tbaa !13
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %465, label %457

457:                                              ; preds = %451, %457
  %458 = phi i8 [ %463, %457 ], [ %455, %451 ]
  %459 = phi i8* [ %460, %457 ], [ %454, %451 ]
  %460 = getelementptr inbounds i8, i8* %459, i32 1
  %461 = zext i8 %458 to i32
  %462 = tail call i32 @putchar(i32 noundef %461) #2
  %463 = load i8, i8* %460, align 1, !tbaa !13
  %464 = icmp eq i8 %463, 0
  br i1 %464, label %465, label %457, !llvm.loop !20

465:                                              ; preds = %457, %451
  %466 = add nuw nsw i32 %452, 1
  %467 = icmp ult i32 %452, 12
  %468 = select i1 %467, i32 32, i32 10
  %469 = tail call i32 @putchar(i32 noundef %468) #2
  %470 = load i8*, i8** %453, align 4, !tbaa !11
  br label %471

471:                                              ; preds = %504, %465
  %472 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %465 ], [ %505, %504 ]
  %473 = load i8*, i8** %472, align 4, !tbaa !11
  %474 = load i8, i8* %473, align 1, !tbaa !13
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %495, label %476

476:                                              ; preds = %471, %490
  %477 = phi i8 [ %493, %490 ], [ %474, %471 ]
  %478 = phi i8* [ %492, %490 ], [ %470, %471 ]
  %479 = phi i8* [ %491, %490 ], [ %473, %471 ]
  %480 = load i8, i8* %478, align 1, !tbaa !13
  %481 = icmp eq i8 %477, %480
  br i1 %481, label %482, label %495

482:                                              ; preds = %476
  %483 = getelementptr inbounds i8, i8* %479, i32 1
  %484 = getelementptr inbounds i8, i8* %478, i32 1
  %485 = load i8, i8* %483, align 1, !tbaa !13
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %495, label %487, !llvm.loop !14

487:                                              ; preds = %482
  %488 = load i8, i8* %484, align 1, !tbaa !13
  %489 = icmp eq i8 %485, %488
  br i1 %489, label %490, label %495

490:                                              ; preds = %487
  %491 = getelementptr inbounds i8, i8* %479, i32 2
  %492 = getelementptr inbounds i8, i8* %478, i32 2
  %493 = load i8, i8* %491, align 1, !tbaa !13
  %494 = icmp eq i8 %493, 0
  br i1 %494, label %495, label %476, !llvm.loop !14

495:                                              ; preds = %482, %476, %487, %490, %471
  %496 = phi i8* [ %470, %471 ], [ %484, %482 ], [ %478, %476 ], [ %484, %487 ], [ %492, %490 ]
  %497 = phi i8 [ 0, %471 ], [ 0, %482 ], [ %477, %476 ], [ %485, %487 ], [ 0, %490 ]
  %498 = load i8, i8* %496, align 1, !tbaa !13
  %499 = icmp eq i8 %497, %498
  br i1 %499, label %500, label %504

500:                                              ; preds = %495
  %501 = ptrtoint i8** %472 to i32
  %502 = sub i32 %501, ptrtoint ([13 x i8*]* @names to i32)
  %503 = ashr exact i32 %502, 2
  br label %507

504:                                              ; preds = %495
  %505 = getelementptr inbounds i8*, i8** %472, i32 1
  %506 = icmp ult i8** %505, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %506, label %471, label %507, !llvm.loop !18

507:                                              ; preds = %504, %500
  %508 = phi i32 [ %503, %500 ], [ -1, %504 ]
  %509 = mul i32 %508, 31
  %510 = load i8, i8* %470, align 1, !tbaa !13
  %511 = zext i8 %510 to i32
  %512 = add i32 %509, %511
  %513 = load i32, i32* @h, align 4, !tbaa !7
  %514 = xor i32 %512, %513
  %515 = mul i32 %514, 16777619
  store i32 %515, i32* @h, align 4, !tbaa !7
  %516 = icmp eq i32 %466, 13
  br i1 %516, label %394, label %451, !llvm.loop !21

517:                                              ; preds = %518
  store i32 %698, i32* @h, align 4, !tbaa !7
  br label %712

518:                                              ; preds = %394, %518
  %519 = phi i32 [ 0, %394 ], [ %699, %518 ]
  %520 = phi i32 [ %400, %394 ], [ %698, %518 ]
  %521 = load i32, i32* %401, align 4, !tbaa !7
  %522 = mul nsw i32 %521, 5
  %523 = add nsw i32 %522, %519
  %524 = srem i32 %523, 37
  store i32 %524, i32* %401, align 4, !tbaa !7
  %525 = load i32, i32* %402, align 4, !tbaa !7
  %526 = mul nsw i32 %525, 5
  %527 = add nsw i32 %526, %519
  %528 = srem i32 %527, 37
  store i32 %528, i32* %402, align 4, !tbaa !7
  %529 = load i32, i32* %403, align 4, !tbaa !7
  %530 = mul nsw i32 %529, 5
  %531 = add nsw i32 %530, %519
  %532 = srem i32 %531, 37
  store i32 %532, i32* %403, align 4, !tbaa !7
  %533 = load i32, i32* %404, align 4, !tbaa !7
  %534 = mul nsw i32 %533, 5
  %535 = add nsw i32 %534, %519
  %536 = srem i32 %535, 37
  store i32 %536, i32* %404, align 4, !tbaa !7
  %537 = load i32, i32* %408, align 4, !tbaa !7
  %538 = mul nsw i32 %537, 5
  %539 = add nsw i32 %538, %519
  %540 = srem i32 %539, 37
  store i32 %540, i32* %408, align 4, !tbaa !7
  %541 = load i32, i32* %409, align 4, !tbaa !7
  %542 = mul nsw i32 %541, 5
  %543 = add nsw i32 %542, %519
  %544 = srem i32 %543, 37
  store i32 %544, i32* %409, align 4, !tbaa !7
  %545 = load i32, i32* %410, align 4, !tbaa !7
  %546 = mul nsw i32 %545, 5
  %547 = add nsw i32 %546, %519
  %548 = srem i32 %547, 37
  store i32 %548, i32* %410, align 4, !tbaa !7
  %549 = load i32, i32* %411, align 4, !tbaa !7
  %550 = mul nsw i32 %549, 5
  %551 = add nsw i32 %550, %519
  %552 = srem i32 %551, 37
  store i32 %552, i32* %411, align 4, !tbaa !7
  %553 = load i32, i32* %412, align 4, !tbaa !7
  %554 = mul nsw i32 %553, 5
  %555 = add nsw i32 %554, %519
  %556 = srem i32 %555, 37
  store i32 %556, i32* %412, align 4, !tbaa !7
  %557 = load i32, i32* %416, align 4, !tbaa !7
  %558 = mul nsw i32 %557, 5
  %559 = add nsw i32 %558, %519
  %560 = srem i32 %559, 37
  store i32 %560, i32* %416, align 4, !tbaa !7
  %561 = load i32, i32* %417, align 4, !tbaa !7
  %562 = mul nsw i32 %561, 5
  %563 = add nsw i32 %562, %519
  %564 = srem i32 %563, 37
  store i32 %564, i32* %417, align 4, !tbaa !7
  %565 = load i32, i32* %418, align 4, !tbaa !7
  %566 = mul nsw i32 %565, 5
  %567 = add nsw i32 %566, %519
  %568 = srem i32 %567, 37
  store i32 %568, i32* %418, align 4, !tbaa !7
  %569 = load i32, i32* %419, align 4, !tbaa !7
  %570 = mul nsw i32 %569, 5
  %571 = add nsw i32 %570, %519
  %572 = srem i32 %571, 37
  store i32 %572, i32* %419, align 4, !tbaa !7
  %573 = load i32, i32* %420, align 4, !tbaa !7
  %574 = mul nsw i32 %573, 5
  %575 = add nsw i32 %574, %519
  %576 = srem i32 %575, 37
  store i32 %576, i32* %420, align 4, !tbaa !7
  %577 = load i32, i32* %421, align 4, !tbaa !7
  %578 = mul nsw i32 %577, 5
  %579 = add nsw i32 %578, %519
  %580 = srem i32 %579, 37
  store i32 %580, i32* %421, align 4, !tbaa !7
  %581 = load i32, i32* %422, align 4, !tbaa !7
  %582 = mul nsw i32 %581, 5
  %583 = add nsw i32 %582, %519
  %584 = srem i32 %583, 37
  store i32 %584, i32* %422, align 4, !tbaa !7
  %585 = add nsw i32 %525, %521
  %586 = add nsw i32 %529, %585
  %587 = add nsw i32 %533, %586
  %588 = xor i32 %520, %587
  %589 = mul i32 %588, 16777619
  %590 = xor i32 %589, %407
  %591 = mul i32 %590, 16777619
  %592 = add nsw i32 %541, %537
  %593 = add nsw i32 %545, %592
  %594 = add nsw i32 %549, %593
  %595 = add nsw i32 %553, %594
  %596 = xor i32 %591, %595
  %597 = mul i32 %596, 16777619
  %598 = xor i32 %597, %415
  %599 = mul i32 %598, 16777619
  %600 = add nsw i32 %561, %557
  %601 = add nsw i32 %565, %600
  %602 = add nsw i32 %569, %601
  %603 = add nsw i32 %573, %602
  %604 = add nsw i32 %577, %603
  %605 = add nsw i32 %581, %604
  %606 = xor i32 %599, %605
  %607 = mul i32 %606, 16777619
  %608 = xor i32 %607, %425
  %609 = mul i32 %608, 16777619
  %610 = load i32, i32* %426, align 4, !tbaa !7
  %611 = mul nsw i32 %610, 5
  %612 = add nsw i32 %611, %519
  %613 = srem i32 %612, 37
  store i32 %613, i32* %426, align 4, !tbaa !7
  %614 = load i32, i32* %443, align 4, !tbaa !7
  %615 = add nsw i32 %614, %610
  %616 = mul nsw i32 %614, 5
  %617 = add nsw i32 %616, %519
  %618 = srem i32 %617, 37
  store i32 %618, i32* %443, align 4, !tbaa !7
  %619 = load i32, i32* %444, align 4, !tbaa !7
  %620 = add nsw i32 %619, %615
  %621 = mul nsw i32 %619, 5
  %622 = add nsw i32 %621, %519
  %623 = srem i32 %622, 37
  store i32 %623, i32* %444, align 4, !tbaa !7
  %624 = load i32, i32* %445, align 4, !tbaa !7
  %625 = add nsw i32 %624, %620
  %626 = mul nsw i32 %624, 5
  %627 = add nsw i32 %626, %519
  %628 = srem i32 %627, 37
  store i32 %628, i32* %445, align 4, !tbaa !7
  %629 = load i32, i32* %446, align 4, !tbaa !7
  %630 = add nsw i32 %629, %625
  %631 = mul nsw i32 %629, 5
  %632 = add nsw i32 %631, %519
  %633 = srem i32 %632, 37
  store i32 %633, i32* %446, align 4, !tbaa !7
  %634 = load i32, i32* %447, align 4, !tbaa !7
  %635 = add nsw i32 %634, %630
  %636 = mul nsw i32 %634, 5
  %637 = add nsw i32 %636, %519
  %638 = srem i32 %637, 37
  store i32 %638, i32* %447, align 4, !tbaa !7
  %639 = load i32, i32* %448, align 4, !tbaa !7
  %640 = add nsw i32 %639, %635
  %641 = mul nsw i32 %639, 5
  %642 = add nsw i32 %641, %519
  %643 = srem i32 %642, 37
  store i32 %643, i32* %448, align 4, !tbaa !7
  %644 = load i32, i32* %449, align 4, !tbaa !7
  %645 = add nsw i32 %644, %640
  %646 = mul nsw i32 %644, 5
  %647 = add nsw i32 %646, %519
  %648 = srem i32 %647, 37
  store i32 %648, i32* %449, align 4, !tbaa !7
  %649 = load i32, i32* %450, align 4, !tbaa !7
  %650 = add nsw i32 %649, %645
  %651 = mul nsw i32 %649, 5
  %652 = add nsw i32 %651, %519
  %653 = srem i32 %652, 37
  store i32 %653, i32* %450, align 4, !tbaa !7
  %654 = xor i32 %609, %650
  %655 = mul i32 %654, 16777619
  %656 = xor i32 %655, %429
  %657 = mul i32 %656, 16777619
  %658 = load i32, i32* %430, align 4, !tbaa !7
  %659 = mul nsw i32 %658, 5
  %660 = add nsw i32 %659, %519
  %661 = srem i32 %660, 37
  store i32 %661, i32* %430, align 4, !tbaa !7
  %662 = load i32, i32* %431, align 4, !tbaa !7
  %663 = add nsw i32 %662, %658
  %664 = mul nsw i32 %662, 5
  %665 = add nsw i32 %664, %519
  %666 = srem i32 %665, 37
  store i32 %666, i32* %431, align 4, !tbaa !7
  %667 = load i32, i32* %432, align 4, !tbaa !7
  %668 = add nsw i32 %667, %663
  %669 = mul nsw i32 %667, 5
  %670 = add nsw i32 %669, %519
  %671 = srem i32 %670, 37
  store i32 %671, i32* %432, align 4, !tbaa !7
  %672 = xor i32 %657, %668
  %673 = mul i32 %672, 16777619
  %674 = xor i32 %673, %435
  %675 = mul i32 %674, 16777619
  %676 = load i32, i32* %436, align 4, !tbaa !7
  %677 = mul nsw i32 %676, 5
  %678 = add nsw i32 %677, %519
  %679 = srem i32 %678, 37
  store i32 %679, i32* %436, align 4, !tbaa !7
  %680 = load i32, i32* %437, align 4, !tbaa !7
  %681 = add nsw i32 %680, %676
  %682 = mul nsw i32 %680, 5
  %683 = add nsw i32 %682, %519
  %684 = srem i32 %683, 37
  store i32 %684, i32* %437, align 4, !tbaa !7
  %685 = load i32, i32* %438, align 4, !tbaa !7
  %686 = add nsw i32 %685, %681
  %687 = mul nsw i32 %685, 5
  %688 = add nsw i32 %687, %519
  %689 = srem i32 %688, 37
  store i32 %689, i32* %438, align 4, !tbaa !7
  %690 = load i32, i32* %439, align 4, !tbaa !7
  %691 = add nsw i32 %690, %686
  %692 = mul nsw i32 %690, 5
  %693 = add nsw i32 %692, %519
  %694 = srem i32 %693, 37
  store i32 %694, i32* %439, align 4, !tbaa !7
  %695 = xor i32 %675, %691
  %696 = mul i32 %695, 16777619
  %697 = xor i32 %696, %442
  %698 = mul i32 %697, 16777619
  %699 = add nuw nsw i32 %519, 1
  %700 = icmp eq i32 %699, 12
  br i1 %700, label %517, label %518, !llvm.loop !22

701:                                              ; preds = %712
  %702 = load i32, i32* @h, align 4, !tbaa !7
  %703 = xor i32 %702, %721
  %704 = mul i32 %703, 16777619
  store i32 %704, i32* @h, align 4, !tbaa !7
  %705 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 0), align 4, !tbaa !11
  %706 = getelementptr inbounds %struct.planet, %struct.planet* %705, i32 0, i32 1
  %707 = load i32, i32* %706, align 4, !tbaa !23
  %708 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 1), align 4, !tbaa !11
  %709 = getelementptr inbounds %struct.planet, %struct.planet* %708, i32 0, i32 1
  %710 = load i32, i32* %709, align 4, !tbaa !23
  %711 = icmp sgt i32 %707, %710
  br i1 %711, label %725, label %727

712:                                              ; preds = %517, %712
  %713 = phi %struct.planet* [ getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %517 ], [ %723, %712 ]
  %714 = phi i32 [ 0, %517 ], [ %721, %712 ]
  %715 = getelementptr inbounds %struct.planet, %struct.planet* %713, i32 0, i32 1
  %716 = load i32, i32* %715, align 4, !tbaa !23
  %717 = getelementptr inbounds %struct.planet, %struct.planet* %713, i32 0, i32 0
  %718 = load i8*, i8** %717, align 4, !tbaa !25
  %719 = tail call i32 @strlen(i8* noundef %718) #2
  %720 = mul nsw i32 %719, %716
  %721 = add nsw i32 %720, %714
  %722 = getelementptr inbounds %struct.planet, %struct.planet* %713, i32 0, i32 2
  %723 = load %struct.planet*, %struct.planet** %722, align 4, !tbaa !26
  %724 = icmp eq %struct.planet* %723, null
  br i1 %724, label %701, label %712, !llvm.loop !27

725:                                              ; preds = %701
  %726 = mul i32 %703, 637696617
  store i32 %726, i32* @h, align 4, !tbaa !7
  br label %727

727:                                              ; preds = %701, %725
  %728 = phi i32 [ %704, %701 ], [ %726, %725 ]
  %729 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 2), align 4, !tbaa !11
  %730 = getelementptr inbounds %struct.planet, %struct.planet* %729, i32 0, i32 1
  %731 = load i32, i32* %730, align 4, !tbaa !23
  %732 = icmp sgt i32 %710, %731
  br i1 %732, label %733, label %736

733:                                              ; preds = %727
  %734 = xor i32 %728, 1
  %735 = mul i32 %734, 16777619
  store i32 %735, i32* @h, align 4, !tbaa !7
  br label %736

736:                                              ; preds = %733, %727
  %737 = phi i32 [ %728, %727 ], [ %735, %733 ]
  %738 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 3), align 4, !tbaa !11
  %739 = getelementptr inbounds %struct.planet, %struct.planet* %738, i32 0, i32 1
  %740 = load i32, i32* %739, align 4, !tbaa !23
  %741 = icmp sgt i32 %731, %740
  br i1 %741, label %742, label %745

742:                                              ; preds = %736
  %743 = xor i32 %737, 2
  %744 = mul i32 %743, 16777619
  store i32 %744, i32* @h, align 4, !tbaa !7
  br label %745

745:                                              ; preds = %742, %736
  %746 = phi i32 [ %737, %736 ], [ %744, %742 ]
  %747 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 4), align 4, !tbaa !11
  %748 = getelementptr inbounds %struct.planet, %struct.planet* %747, i32 0, i32 1
  %749 = load i32, i32* %748, align 4, !tbaa !23
  %750 = icmp sgt i32 %740, %749
  br i1 %750, label %751, label %754

751:                                              ; preds = %745
  %752 = xor i32 %746, 3
  %753 = mul i32 %752, 16777619
  store i32 %753, i32* @h, align 4, !tbaa !7
  br label %754

754:                                              ; preds = %751, %745
  %755 = phi i32 [ %753, %751 ], [ %746, %745 ]
  %756 = and i32 %755, 2147483647
  ret i32 %756
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = !{!24, !8, i64 4}
!24 = !{!"planet", !12, i64 0, !8, i64 4, !12, i64 8}
!25 = !{!24, !12, i64 0}
!26 = !{!24, !12, i64 8}
!27 = distinct !{!27, !15}
