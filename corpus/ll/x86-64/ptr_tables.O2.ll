; ModuleID = 'ptr_tables.c'
source_filename = "ptr_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@names = dso_local global [13 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0)], align 16
@samples = dso_local global [32 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 8, i32 2, i32 7, i32 6, i32 0, i32 11, i32 15, i32 13, i32 12, i32 14, i32 10, i32 21, i32 23, i32 20, i32 22, i32 19, i32 17, i32 18, i32 16, i32 31, i32 29, i32 30, i32 28, i32 26, i32 27, i32 25, i32 24], align 16
@windows = dso_local local_unnamed_addr global [6 x i32*] [i32* getelementptr inbounds ([32 x i32], [32 x i32]* @samples, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 36) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 64) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 100) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([32 x i32]* @samples to i8*), i64 112) to i32*)], align 16
@window_len = dso_local local_unnamed_addr constant [6 x i32] [i32 4, i32 5, i32 7, i32 9, i32 3, i32 4], align 16
@bodies = dso_local global [5 x %struct.planet] [%struct.planet { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i32 1, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 2, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 95, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 72) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 146, %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 96) to %struct.planet*) }, %struct.planet { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 16, %struct.planet* null }], align 16
@by_moons = dso_local local_unnamed_addr global [5 x %struct.planet*] [%struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 96) to %struct.planet*), %struct.planet* getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 72) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 24) to %struct.planet*), %struct.planet* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x %struct.planet]* @bodies to i8*), i64 48) to %struct.planet*)], align 16
@name_cursor = dso_local local_unnamed_addr global i8** getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 3), align 8
@main.keys = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)], align 16
@.str.13 = private unnamed_addr constant [7 x i8] c"vulcan\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !2
  br label %53

2:                                                ; preds = %87
  store i32 %90, i32* @h, align 4, !tbaa !2
  %3 = load i8**, i8*** @name_cursor, align 8, !tbaa !6
  %4 = load i8*, i8** %3, align 8, !tbaa !6
  %5 = tail call i64 @strlen(i8* noundef %4) #2
  %6 = trunc i64 %5 to i32
  %7 = load i32, i32* @h, align 4, !tbaa !2
  %8 = xor i32 %7, %6
  %9 = mul i32 %8, 16777619
  store i32 %9, i32* @h, align 4, !tbaa !2
  br label %10

10:                                               ; preds = %14, %2
  %11 = phi i64 [ 0, %2 ], [ %15, %14 ]
  %12 = phi i64 [ 1, %2 ], [ %21, %14 ]
  %13 = trunc i64 %11 to i32
  br label %23

14:                                               ; preds = %44
  %15 = add nuw nsw i64 %11, 1
  %16 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %11
  %17 = load i8*, i8** %16, align 8, !tbaa !6
  %18 = sext i32 %50 to i64
  %19 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %18
  %20 = load i8*, i8** %19, align 8, !tbaa !6
  store i8* %20, i8** %16, align 8, !tbaa !6
  store i8* %17, i8** %19, align 8, !tbaa !6
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %15, 12
  br i1 %22, label %157, label %10, !llvm.loop !8

23:                                               ; preds = %44, %10
  %24 = phi i64 [ %12, %10 ], [ %51, %44 ]
  %25 = phi i32 [ %13, %10 ], [ %50, %44 ]
  %26 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %24
  %27 = load i8*, i8** %26, align 8, !tbaa !6
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %28
  %30 = load i8*, i8** %29, align 8, !tbaa !6
  %31 = load i8, i8* %27, align 1, !tbaa !10
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %23, %39
  %34 = phi i8 [ %42, %39 ], [ %31, %23 ]
  %35 = phi i8* [ %41, %39 ], [ %30, %23 ]
  %36 = phi i8* [ %40, %39 ], [ %27, %23 ]
  %37 = load i8, i8* %35, align 1, !tbaa !10
  %38 = icmp eq i8 %34, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, i8* %36, i64 1
  %41 = getelementptr inbounds i8, i8* %35, i64 1
  %42 = load i8, i8* %40, align 1, !tbaa !10
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %33, !llvm.loop !11

44:                                               ; preds = %39, %33, %23
  %45 = phi i8* [ %30, %23 ], [ %41, %39 ], [ %35, %33 ]
  %46 = phi i8 [ 0, %23 ], [ 0, %39 ], [ %34, %33 ]
  %47 = load i8, i8* %45, align 1, !tbaa !10
  %48 = icmp ult i8 %46, %47
  %49 = trunc i64 %24 to i32
  %50 = select i1 %48, i32 %49, i32 %25
  %51 = add nuw nsw i64 %24, 1
  %52 = icmp eq i64 %51, 13
  br i1 %52, label %14, label %23, !llvm.loop !12

53:                                               ; preds = %0, %87
  %54 = phi i64 [ 0, %0 ], [ %91, %87 ]
  %55 = phi i32 [ %1, %0 ], [ %90, %87 ]
  %56 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i64 0, i64 %54
  %57 = load i8*, i8** %56, align 8, !tbaa !6
  br label %58

58:                                               ; preds = %84, %53
  %59 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 0), %53 ], [ %85, %84 ]
  %60 = load i8*, i8** %59, align 8, !tbaa !6
  %61 = load i8, i8* %60, align 1, !tbaa !10
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %74, label %63

63:                                               ; preds = %58, %69
  %64 = phi i8 [ %72, %69 ], [ %61, %58 ]
  %65 = phi i8* [ %71, %69 ], [ %57, %58 ]
  %66 = phi i8* [ %70, %69 ], [ %60, %58 ]
  %67 = load i8, i8* %65, align 1, !tbaa !10
  %68 = icmp eq i8 %64, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, i8* %66, i64 1
  %71 = getelementptr inbounds i8, i8* %65, i64 1
  %72 = load i8, i8* %70, align 1, !tbaa !10
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %74, label %63, !llvm.loop !11

74:                                               ; preds = %69, %63, %58
  %75 = phi i8* [ %57, %58 ], [ %71, %69 ], [ %65, %63 ]
  %76 = phi i8 [ 0, %58 ], [ 0, %69 ], [ %64, %63 ]
  %77 = load i8, i8* %75, align 1, !tbaa !10
  %78 = icmp eq i8 %76, %77
  br i1 %78, label %79, label %84

79:                                               ; preds = %74
  %80 = ptrtoint i8** %59 to i64
  %81 = sub i64 %80, ptrtoint ([13 x i8*]* @names to i64)
  %82 = lshr exact i64 %81, 3
  %83 = trunc i64 %82 to i32
  br label %87

84:                                               ; preds = %74
  %85 = getelementptr inbounds i8*, i8** %59, i64 1
  %86 = icmp ult i8** %85, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 1, i64 0)
  br i1 %86, label %58, label %87, !llvm.loop !13

87:                                               ; preds = %84, %79
  %88 = phi i32 [ %83, %79 ], [ -1, %84 ]
  %89 = xor i32 %55, %88
  %90 = mul i32 %89, 16777619
  %91 = add nuw nsw i64 %54, 1
  %92 = icmp eq i64 %91, 6
  br i1 %92, label %2, label %53, !llvm.loop !14

93:                                               ; preds = %206
  %94 = load i8**, i8*** @name_cursor, align 8, !tbaa !6
  %95 = load i8*, i8** %94, align 8, !tbaa !6
  %96 = tail call i64 @strlen(i8* noundef %95) #2
  %97 = trunc i64 %96 to i32
  %98 = load i32, i32* @h, align 4, !tbaa !2
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @h, align 4, !tbaa !2
  %101 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 0), align 16, !tbaa !6
  %102 = getelementptr inbounds i32, i32* %101, i64 1
  %103 = getelementptr inbounds i32, i32* %101, i64 2
  %104 = getelementptr inbounds i32, i32* %101, i64 3
  %105 = ptrtoint i32* %101 to i64
  %106 = sub i64 %105, ptrtoint ([32 x i32]* @samples to i64)
  %107 = lshr exact i64 %106, 2
  %108 = trunc i64 %107 to i32
  %109 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 1), align 8, !tbaa !6
  %110 = getelementptr inbounds i32, i32* %109, i64 1
  %111 = getelementptr inbounds i32, i32* %109, i64 2
  %112 = getelementptr inbounds i32, i32* %109, i64 3
  %113 = getelementptr inbounds i32, i32* %109, i64 4
  %114 = ptrtoint i32* %109 to i64
  %115 = sub i64 %114, ptrtoint ([32 x i32]* @samples to i64)
  %116 = lshr exact i64 %115, 2
  %117 = trunc i64 %116 to i32
  %118 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 2), align 16, !tbaa !6
  %119 = getelementptr inbounds i32, i32* %118, i64 1
  %120 = getelementptr inbounds i32, i32* %118, i64 2
  %121 = getelementptr inbounds i32, i32* %118, i64 3
  %122 = getelementptr inbounds i32, i32* %118, i64 4
  %123 = getelementptr inbounds i32, i32* %118, i64 5
  %124 = getelementptr inbounds i32, i32* %118, i64 6
  %125 = ptrtoint i32* %118 to i64
  %126 = sub i64 %125, ptrtoint ([32 x i32]* @samples to i64)
  %127 = lshr exact i64 %126, 2
  %128 = trunc i64 %127 to i32
  %129 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 3), align 8, !tbaa !6
  %130 = ptrtoint i32* %129 to i64
  %131 = sub i64 %130, ptrtoint ([32 x i32]* @samples to i64)
  %132 = lshr exact i64 %131, 2
  %133 = trunc i64 %132 to i32
  %134 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 4), align 16, !tbaa !6
  %135 = getelementptr inbounds i32, i32* %134, i64 1
  %136 = getelementptr inbounds i32, i32* %134, i64 2
  %137 = ptrtoint i32* %134 to i64
  %138 = sub i64 %137, ptrtoint ([32 x i32]* @samples to i64)
  %139 = lshr exact i64 %138, 2
  %140 = trunc i64 %139 to i32
  %141 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i64 0, i64 5), align 8, !tbaa !6
  %142 = getelementptr inbounds i32, i32* %141, i64 1
  %143 = getelementptr inbounds i32, i32* %141, i64 2
  %144 = getelementptr inbounds i32, i32* %141, i64 3
  %145 = ptrtoint i32* %141 to i64
  %146 = sub i64 %145, ptrtoint ([32 x i32]* @samples to i64)
  %147 = lshr exact i64 %146, 2
  %148 = trunc i64 %147 to i32
  %149 = getelementptr inbounds i32, i32* %129, i64 1
  %150 = getelementptr inbounds i32, i32* %129, i64 2
  %151 = getelementptr inbounds i32, i32* %129, i64 3
  %152 = getelementptr inbounds i32, i32* %129, i64 4
  %153 = getelementptr inbounds i32, i32* %129, i64 5
  %154 = getelementptr inbounds i32, i32* %129, i64 6
  %155 = getelementptr inbounds i32, i32* %129, i64 7
  %156 = getelementptr inbounds i32, i32* %129, i64 8
  br label %217

157:                                              ; preds = %14, %206
  %158 = phi i64 [ %172, %206 ], [ 0, %14 ]
  %159 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i64 0, i64 %158
  %160 = load i8*, i8** %159, align 8, !tbaa !6
  %161 = load i8, i8* %160, align 1, !tbaa !10
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %171, label %163

163:                                              ; preds = %157, %163
  %164 = phi i8 [ %169, %163 ], [ %161, %157 ]
  %165 = phi i8* [ %166, %163 ], [ %160, %157 ]
  %166 = getelementptr inbounds i8, i8* %165, i64 1
  %167 = sext i8 %164 to i32
  %168 = tail call i32 @putchar(i32 noundef %167) #2
  %169 = load i8, i8* %166, align 1, !tbaa !10
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %171, label %163, !llvm.loop !15

171:                                              ; preds = %163, %157
  %172 = add nuw nsw i64 %158, 1
  %173 = icmp ult i64 %158, 12
  %174 = select i1 %173, i32 32, i32 10
  %175 = tail call i32 @putchar(i32 noundef %174) #2
  %176 = load i8*, i8** %159, align 8, !tbaa !6
  br label %177

177:                                              ; preds = %203, %171
  %178 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 0, i64 0), %171 ], [ %204, %203 ]
  %179 = load i8*, i8** %178, align 8, !tbaa !6
  %180 = load i8, i8* %179, align 1, !tbaa !10
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %193, label %182

182:                                              ; preds = %177, %188
  %183 = phi i8 [ %191, %188 ], [ %180, %177 ]
  %184 = phi i8* [ %190, %188 ], [ %176, %177 ]
  %185 = phi i8* [ %189, %188 ], [ %179, %177 ]
  %186 = load i8, i8* %184, align 1, !tbaa !10
  %187 = icmp eq i8 %183, %186
  br i1 %187, label %188, label %193

188:                                              ; preds = %182
  %189 = getelementptr inbounds i8, i8* %185, i64 1
  %190 = getelementptr inbounds i8, i8* %184, i64 1
  %191 = load i8, i8* %189, align 1, !tbaa !10
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %193, label %182, !llvm.loop !11

193:                                              ; preds = %188, %182, %177
  %194 = phi i8* [ %176, %177 ], [ %190, %188 ], [ %184, %182 ]
  %195 = phi i8 [ 0, %177 ], [ 0, %188 ], [ %183, %182 ]
  %196 = load i8, i8* %194, align 1, !tbaa !10
  %197 = icmp eq i8 %195, %196
  br i1 %197, label %198, label %203

198:                                              ; preds = %193
  %199 = ptrtoint i8** %178 to i64
  %200 = sub i64 %199, ptrtoint ([13 x i8*]* @names to i64)
  %201 = lshr exact i64 %200, 3
  %202 = trunc i64 %201 to i32
  br label %206

203:                                              ; preds = %193
  %204 = getelementptr inbounds i8*, i8** %178, i64 1
  %205 = icmp ult i8** %204, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i64 1, i64 0)
  br i1 %205, label %177, label %206, !llvm.loop !13

206:                                              ; preds = %203, %198
  %207 = phi i32 [ %202, %198 ], [ -1, %203 ]
  %208 = mul i32 %207, 31
  %209 = load i8, i8* %176, align 1, !tbaa !10
  %210 = zext i8 %209 to i32
  %211 = add i32 %208, %210
  %212 = load i32, i32* @h, align 4, !tbaa !2
  %213 = xor i32 %211, %212
  %214 = mul i32 %213, 16777619
  store i32 %214, i32* @h, align 4, !tbaa !2
  %215 = icmp eq i64 %172, 13
  br i1 %215, label %93, label %157, !llvm.loop !16

216:                                              ; preds = %217
  store i32 %397, i32* @h, align 4, !tbaa !2
  br label %411

217:                                              ; preds = %93, %217
  %218 = phi i32 [ 0, %93 ], [ %398, %217 ]
  %219 = phi i32 [ %100, %93 ], [ %397, %217 ]
  %220 = load i32, i32* %101, align 4, !tbaa !2
  %221 = mul nsw i32 %220, 5
  %222 = add nsw i32 %221, %218
  %223 = srem i32 %222, 37
  store i32 %223, i32* %101, align 4, !tbaa !2
  %224 = load i32, i32* %102, align 4, !tbaa !2
  %225 = mul nsw i32 %224, 5
  %226 = add nsw i32 %225, %218
  %227 = srem i32 %226, 37
  store i32 %227, i32* %102, align 4, !tbaa !2
  %228 = load i32, i32* %103, align 4, !tbaa !2
  %229 = mul nsw i32 %228, 5
  %230 = add nsw i32 %229, %218
  %231 = srem i32 %230, 37
  store i32 %231, i32* %103, align 4, !tbaa !2
  %232 = load i32, i32* %104, align 4, !tbaa !2
  %233 = mul nsw i32 %232, 5
  %234 = add nsw i32 %233, %218
  %235 = srem i32 %234, 37
  store i32 %235, i32* %104, align 4, !tbaa !2
  %236 = load i32, i32* %109, align 4, !tbaa !2
  %237 = mul nsw i32 %236, 5
  %238 = add nsw i32 %237, %218
  %239 = srem i32 %238, 37
  store i32 %239, i32* %109, align 4, !tbaa !2
  %240 = load i32, i32* %110, align 4, !tbaa !2
  %241 = mul nsw i32 %240, 5
  %242 = add nsw i32 %241, %218
  %243 = srem i32 %242, 37
  store i32 %243, i32* %110, align 4, !tbaa !2
  %244 = load i32, i32* %111, align 4, !tbaa !2
  %245 = mul nsw i32 %244, 5
  %246 = add nsw i32 %245, %218
  %247 = srem i32 %246, 37
  store i32 %247, i32* %111, align 4, !tbaa !2
  %248 = load i32, i32* %112, align 4, !tbaa !2
  %249 = mul nsw i32 %248, 5
  %250 = add nsw i32 %249, %218
  %251 = srem i32 %250, 37
  store i32 %251, i32* %112, align 4, !tbaa !2
  %252 = load i32, i32* %113, align 4, !tbaa !2
  %253 = mul nsw i32 %252, 5
  %254 = add nsw i32 %253, %218
  %255 = srem i32 %254, 37
  store i32 %255, i32* %113, align 4, !tbaa !2
  %256 = load i32, i32* %118, align 4, !tbaa !2
  %257 = mul nsw i32 %256, 5
  %258 = add nsw i32 %257, %218
  %259 = srem i32 %258, 37
  store i32 %259, i32* %118, align 4, !tbaa !2
  %260 = load i32, i32* %119, align 4, !tbaa !2
  %261 = mul nsw i32 %260, 5
  %262 = add nsw i32 %261, %218
  %263 = srem i32 %262, 37
  store i32 %263, i32* %119, align 4, !tbaa !2
  %264 = load i32, i32* %120, align 4, !tbaa !2
  %265 = mul nsw i32 %264, 5
  %266 = add nsw i32 %265, %218
  %267 = srem i32 %266, 37
  store i32 %267, i32* %120, align 4, !tbaa !2
  %268 = load i32, i32* %121, align 4, !tbaa !2
  %269 = mul nsw i32 %268, 5
  %270 = add nsw i32 %269, %218
  %271 = srem i32 %270, 37
  store i32 %271, i32* %121, align 4, !tbaa !2
  %272 = load i32, i32* %122, align 4, !tbaa !2
  %273 = mul nsw i32 %272, 5
  %274 = add nsw i32 %273, %218
  %275 = srem i32 %274, 37
  store i32 %275, i32* %122, align 4, !tbaa !2
  %276 = load i32, i32* %123, align 4, !tbaa !2
  %277 = mul nsw i32 %276, 5
  %278 = add nsw i32 %277, %218
  %279 = srem i32 %278, 37
  store i32 %279, i32* %123, align 4, !tbaa !2
  %280 = load i32, i32* %124, align 4, !tbaa !2
  %281 = mul nsw i32 %280, 5
  %282 = add nsw i32 %281, %218
  %283 = srem i32 %282, 37
  store i32 %283, i32* %124, align 4, !tbaa !2
  %284 = add nsw i32 %224, %220
  %285 = add nsw i32 %228, %284
  %286 = add nsw i32 %232, %285
  %287 = xor i32 %219, %286
  %288 = mul i32 %287, 16777619
  %289 = xor i32 %288, %108
  %290 = mul i32 %289, 16777619
  %291 = add nsw i32 %240, %236
  %292 = add nsw i32 %244, %291
  %293 = add nsw i32 %248, %292
  %294 = add nsw i32 %252, %293
  %295 = xor i32 %290, %294
  %296 = mul i32 %295, 16777619
  %297 = xor i32 %296, %117
  %298 = mul i32 %297, 16777619
  %299 = add nsw i32 %260, %256
  %300 = add nsw i32 %264, %299
  %301 = add nsw i32 %268, %300
  %302 = add nsw i32 %272, %301
  %303 = add nsw i32 %276, %302
  %304 = add nsw i32 %280, %303
  %305 = xor i32 %298, %304
  %306 = mul i32 %305, 16777619
  %307 = xor i32 %306, %128
  %308 = mul i32 %307, 16777619
  %309 = load i32, i32* %129, align 4, !tbaa !2
  %310 = mul nsw i32 %309, 5
  %311 = add nsw i32 %310, %218
  %312 = srem i32 %311, 37
  store i32 %312, i32* %129, align 4, !tbaa !2
  %313 = load i32, i32* %149, align 4, !tbaa !2
  %314 = add nsw i32 %313, %309
  %315 = mul nsw i32 %313, 5
  %316 = add nsw i32 %315, %218
  %317 = srem i32 %316, 37
  store i32 %317, i32* %149, align 4, !tbaa !2
  %318 = load i32, i32* %150, align 4, !tbaa !2
  %319 = add nsw i32 %318, %314
  %320 = mul nsw i32 %318, 5
  %321 = add nsw i32 %320, %218
  %322 = srem i32 %321, 37
  store i32 %322, i32* %150, align 4, !tbaa !2
  %323 = load i32, i32* %151, align 4, !tbaa !2
  %324 = add nsw i32 %323, %319
  %325 = mul nsw i32 %323, 5
  %326 = add nsw i32 %325, %218
  %327 = srem i32 %326, 37
  store i32 %327, i32* %151, align 4, !tbaa !2
  %328 = load i32, i32* %152, align 4, !tbaa !2
  %329 = add nsw i32 %328, %324
  %330 = mul nsw i32 %328, 5
  %331 = add nsw i32 %330, %218
  %332 = srem i32 %331, 37
  store i32 %332, i32* %152, align 4, !tbaa !2
  %333 = load i32, i32* %153, align 4, !tbaa !2
  %334 = add nsw i32 %333, %329
  %335 = mul nsw i32 %333, 5
  %336 = add nsw i32 %335, %218
  %337 = srem i32 %336, 37
  store i32 %337, i32* %153, align 4, !tbaa !2
  %338 = load i32, i32* %154, align 4, !tbaa !2
  %339 = add nsw i32 %338, %334
  %340 = mul nsw i32 %338, 5
  %341 = add nsw i32 %340, %218
  %342 = srem i32 %341, 37
  store i32 %342, i32* %154, align 4, !tbaa !2
  %343 = load i32, i32* %155, align 4, !tbaa !2
  %344 = add nsw i32 %343, %339
  %345 = mul nsw i32 %343, 5
  %346 = add nsw i32 %345, %218
  %347 = srem i32 %346, 37
  store i32 %347, i32* %155, align 4, !tbaa !2
  %348 = load i32, i32* %156, align 4, !tbaa !2
  %349 = add nsw i32 %348, %344
  %350 = mul nsw i32 %348, 5
  %351 = add nsw i32 %350, %218
  %352 = srem i32 %351, 37
  store i32 %352, i32* %156, align 4, !tbaa !2
  %353 = xor i32 %308, %349
  %354 = mul i32 %353, 16777619
  %355 = xor i32 %354, %133
  %356 = mul i32 %355, 16777619
  %357 = load i32, i32* %134, align 4, !tbaa !2
  %358 = mul nsw i32 %357, 5
  %359 = add nsw i32 %358, %218
  %360 = srem i32 %359, 37
  store i32 %360, i32* %134, align 4, !tbaa !2
  %361 = load i32, i32* %135, align 4, !tbaa !2
  %362 = add nsw i32 %361, %357
  %363 = mul nsw i32 %361, 5
  %364 = add nsw i32 %363, %218
  %365 = srem i32 %364, 37
  store i32 %365, i32* %135, align 4, !tbaa !2
  %366 = load i32, i32* %136, align 4, !tbaa !2
  %367 = add nsw i32 %366, %362
  %368 = mul nsw i32 %366, 5
  %369 = add nsw i32 %368, %218
  %370 = srem i32 %369, 37
  store i32 %370, i32* %136, align 4, !tbaa !2
  %371 = xor i32 %356, %367
  %372 = mul i32 %371, 16777619
  %373 = xor i32 %372, %140
  %374 = mul i32 %373, 16777619
  %375 = load i32, i32* %141, align 4, !tbaa !2
  %376 = mul nsw i32 %375, 5
  %377 = add nsw i32 %376, %218
  %378 = srem i32 %377, 37
  store i32 %378, i32* %141, align 4, !tbaa !2
  %379 = load i32, i32* %142, align 4, !tbaa !2
  %380 = add nsw i32 %379, %375
  %381 = mul nsw i32 %379, 5
  %382 = add nsw i32 %381, %218
  %383 = srem i32 %382, 37
  store i32 %383, i32* %142, align 4, !tbaa !2
  %384 = load i32, i32* %143, align 4, !tbaa !2
  %385 = add nsw i32 %384, %380
  %386 = mul nsw i32 %384, 5
  %387 = add nsw i32 %386, %218
  %388 = srem i32 %387, 37
  store i32 %388, i32* %143, align 4, !tbaa !2
  %389 = load i32, i32* %144, align 4, !tbaa !2
  %390 = add nsw i32 %389, %385
  %391 = mul nsw i32 %389, 5
  %392 = add nsw i32 %391, %218
  %393 = srem i32 %392, 37
  store i32 %393, i32* %144, align 4, !tbaa !2
  %394 = xor i32 %374, %390
  %395 = mul i32 %394, 16777619
  %396 = xor i32 %395, %148
  %397 = mul i32 %396, 16777619
  %398 = add nuw nsw i32 %218, 1
  %399 = icmp eq i32 %398, 12
  br i1 %399, label %216, label %217, !llvm.loop !17

400:                                              ; preds = %411
  %401 = load i32, i32* @h, align 4, !tbaa !2
  %402 = xor i32 %401, %421
  %403 = mul i32 %402, 16777619
  store i32 %403, i32* @h, align 4, !tbaa !2
  %404 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 0), align 16, !tbaa !6
  %405 = getelementptr inbounds %struct.planet, %struct.planet* %404, i64 0, i32 1
  %406 = load i32, i32* %405, align 8, !tbaa !18
  %407 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 1), align 8, !tbaa !6
  %408 = getelementptr inbounds %struct.planet, %struct.planet* %407, i64 0, i32 1
  %409 = load i32, i32* %408, align 8, !tbaa !18
  %410 = icmp sgt i32 %406, %409
  br i1 %410, label %425, label %427

411:                                              ; preds = %216, %411
  %412 = phi %struct.planet* [ getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i64 0, i64 0), %216 ], [ %423, %411 ]
  %413 = phi i32 [ 0, %216 ], [ %421, %411 ]
  %414 = getelementptr inbounds %struct.planet, %struct.planet* %412, i64 0, i32 1
  %415 = load i32, i32* %414, align 8, !tbaa !18
  %416 = getelementptr inbounds %struct.planet, %struct.planet* %412, i64 0, i32 0
  %417 = load i8*, i8** %416, align 8, !tbaa !20
  %418 = tail call i64 @strlen(i8* noundef %417) #2
  %419 = trunc i64 %418 to i32
  %420 = mul nsw i32 %415, %419
  %421 = add nsw i32 %420, %413
  %422 = getelementptr inbounds %struct.planet, %struct.planet* %412, i64 0, i32 2
  %423 = load %struct.planet*, %struct.planet** %422, align 8, !tbaa !21
  %424 = icmp eq %struct.planet* %423, null
  br i1 %424, label %400, label %411, !llvm.loop !22

425:                                              ; preds = %400
  %426 = mul i32 %402, 637696617
  store i32 %426, i32* @h, align 4, !tbaa !2
  br label %427

427:                                              ; preds = %400, %425
  %428 = phi i32 [ %403, %400 ], [ %426, %425 ]
  %429 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 2), align 16, !tbaa !6
  %430 = getelementptr inbounds %struct.planet, %struct.planet* %429, i64 0, i32 1
  %431 = load i32, i32* %430, align 8, !tbaa !18
  %432 = icmp sgt i32 %409, %431
  br i1 %432, label %433, label %436

433:                                              ; preds = %427
  %434 = xor i32 %428, 1
  %435 = mul i32 %434, 16777619
  store i32 %435, i32* @h, align 4, !tbaa !2
  br label %436

436:                                              ; preds = %433, %427
  %437 = phi i32 [ %428, %427 ], [ %435, %433 ]
  %438 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 3), align 8, !tbaa !6
  %439 = getelementptr inbounds %struct.planet, %struct.planet* %438, i64 0, i32 1
  %440 = load i32, i32* %439, align 8, !tbaa !18
  %441 = icmp sgt i32 %431, %440
  br i1 %441, label %442, label %445

442:                                              ; preds = %436
  %443 = xor i32 %437, 2
  %444 = mul i32 %443, 16777619
  store i32 %444, i32* @h, align 4, !tbaa !2
  br label %445

445:                                              ; preds = %442, %436
  %446 = phi i32 [ %437, %436 ], [ %444, %442 ]
  %447 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i64 0, i64 4), align 16, !tbaa !6
  %448 = getelementptr inbounds %struct.planet, %struct.planet* %447, i64 0, i32 1
  %449 = load i32, i32* %448, align 8, !tbaa !18
  %450 = icmp sgt i32 %440, %449
  br i1 %450, label %451, label %454

451:                                              ; preds = %445
  %452 = xor i32 %446, 3
  %453 = mul i32 %452, 16777619
  store i32 %453, i32* @h, align 4, !tbaa !2
  br label %454

454:                                              ; preds = %451, %445
  %455 = phi i32 [ %453, %451 ], [ %446, %445 ]
  %456 = and i32 %455, 2147483647
  ret i32 %456
}

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !4, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = !{!19, !3, i64 8}
!19 = !{!"planet", !7, i64 0, !3, i64 8, !7, i64 16}
!20 = !{!19, !7, i64 0}
!21 = !{!19, !7, i64 16}
!22 = distinct !{!22, !9}
