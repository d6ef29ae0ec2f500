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
  %5 = tail call i32 @strlen(i8* noundef %4) #2
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
  br i1 %17, label %142, label %9, !llvm.loop !13

18:                                               ; preds = %38, %9
  %19 = phi i32 [ %44, %38 ], [ %11, %9 ]
  %20 = phi i32 [ %43, %38 ], [ %10, %9 ]
  %21 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %19
  %22 = load i8*, i8** %21, align 4, !tbaa !11
  %23 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %20
  %24 = load i8*, i8** %23, align 4, !tbaa !11
  %25 = load i8, i8* %22, align 1, !tbaa !15
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %18, %33
  %28 = phi i8 [ %36, %33 ], [ %25, %18 ]
  %29 = phi i8* [ %35, %33 ], [ %24, %18 ]
  %30 = phi i8* [ %34, %33 ], [ %22, %18 ]
  %31 = load i8, i8* %29, align 1, !tbaa !15
  %32 = icmp eq i8 %28, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = getelementptr inbounds i8, i8* %30, i32 1
  %35 = getelementptr inbounds i8, i8* %29, i32 1
  %36 = load i8, i8* %34, align 1, !tbaa !15
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %38, label %27, !llvm.loop !16

38:                                               ; preds = %33, %27, %18
  %39 = phi i8* [ %24, %18 ], [ %35, %33 ], [ %29, %27 ]
  %40 = phi i8 [ 0, %18 ], [ 0, %33 ], [ %28, %27 ]
  %41 = load i8, i8* %39, align 1, !tbaa !15
  %42 = icmp ult i8 %40, %41
  %43 = select i1 %42, i32 %19, i32 %20
  %44 = add nuw nsw i32 %19, 1
  %45 = icmp eq i32 %44, 13
  br i1 %45, label %12, label %18, !llvm.loop !17

46:                                               ; preds = %0, %79
  %47 = phi i32 [ 0, %0 ], [ %83, %79 ]
  %48 = phi i32 [ %1, %0 ], [ %82, %79 ]
  %49 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.keys, i32 0, i32 %47
  %50 = load i8*, i8** %49, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %76, %46
  %52 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %46 ], [ %77, %76 ]
  %53 = load i8*, i8** %52, align 4, !tbaa !11
  %54 = load i8, i8* %53, align 1, !tbaa !15
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %67, label %56

56:                                               ; preds = %51, %62
  %57 = phi i8 [ %65, %62 ], [ %54, %51 ]
  %58 = phi i8* [ %64, %62 ], [ %50, %51 ]
  %59 = phi i8* [ %63, %62 ], [ %53, %51 ]
  %60 = load i8, i8* %58, align 1, !tbaa !15
  %61 = icmp eq i8 %57, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, i8* %59, i32 1
  %64 = getelementptr inbounds i8, i8* %58, i32 1
  %65 = load i8, i8* %63, align 1, !tbaa !15
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %56, !llvm.loop !16

67:                                               ; preds = %62, %56, %51
  %68 = phi i8* [ %50, %51 ], [ %64, %62 ], [ %58, %56 ]
  %69 = phi i8 [ 0, %51 ], [ 0, %62 ], [ %57, %56 ]
  %70 = load i8, i8* %68, align 1, !tbaa !15
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
  br i1 %78, label %51, label %79, !llvm.loop !18

79:                                               ; preds = %76, %72
  %80 = phi i32 [ %75, %72 ], [ -1, %76 ]
  %81 = xor i32 %48, %80
  %82 = mul i32 %81, 16777619
  %83 = add nuw nsw i32 %47, 1
  %84 = icmp eq i32 %83, 6
  br i1 %84, label %2, label %46, !llvm.loop !19

85:                                               ; preds = %190
  %86 = load i8**, i8*** @name_cursor, align 4, !tbaa !11
  %87 = load i8*, i8** %86, align 4, !tbaa !11
  %88 = tail call i32 @strlen(i8* noundef %87) #2
  %89 = load i32, i32* @h, align 4, !tbaa !7
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !7
  %92 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 0), align 4, !tbaa !11
  %93 = getelementptr inbounds i32, i32* %92, i32 1
  %94 = getelementptr inbounds i32, i32* %92, i32 2
  %95 = getelementptr inbounds i32, i32* %92, i32 3
  %96 = ptrtoint i32* %92 to i32
  %97 = sub i32 %96, ptrtoint ([32 x i32]* @samples to i32)
  %98 = ashr exact i32 %97, 2
  %99 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 1), align 4, !tbaa !11
  %100 = getelementptr inbounds i32, i32* %99, i32 1
  %101 = getelementptr inbounds i32, i32* %99, i32 2
  %102 = getelementptr inbounds i32, i32* %99, i32 3
  %103 = getelementptr inbounds i32, i32* %99, i32 4
  %104 = ptrtoint i32* %99 to i32
  %105 = sub i32 %104, ptrtoint ([32 x i32]* @samples to i32)
  %106 = ashr exact i32 %105, 2
  %107 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 2), align 4, !tbaa !11
  %108 = getelementptr inbounds i32, i32* %107, i32 1
  %109 = getelementptr inbounds i32, i32* %107, i32 2
  %110 = getelementptr inbounds i32, i32* %107, i32 3
  %111 = getelementptr inbounds i32, i32* %107, i32 4
  %112 = getelementptr inbounds i32, i32* %107, i32 5
  %113 = getelementptr inbounds i32, i32* %107, i32 6
  %114 = ptrtoint i32* %107 to i32
  %115 = sub i32 %114, ptrtoint ([32 x i32]* @samples to i32)
  %116 = ashr exact i32 %115, 2
  %117 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 3), align 4, !tbaa !11
  %118 = ptrtoint i32* %117 to i32
  %119 = sub i32 %118, ptrtoint ([32 x i32]* @samples to i32)
  %120 = ashr exact i32 %119, 2
  %121 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 4), align 4, !tbaa !11
  %122 = getelementptr inbounds i32, i32* %121, i32 1
  %123 = getelementptr inbounds i32, i32* %121, i32 2
  %124 = ptrtoint i32* %121 to i32
  %125 = sub i32 %124, ptrtoint ([32 x i32]* @samples to i32)
  %126 = ashr exact i32 %125, 2
  %127 = load i32*, i32** getelementptr inbounds ([6 x i32*], [6 x i32*]* @windows, i32 0, i32 5), align 4, !tbaa !11
  %128 = getelementptr inbounds i32, i32* %127, i32 1
  %129 = getelementptr inbounds i32, i32* %127, i32 2
  %130 = getelementptr inbounds i32, i32* %127, i32 3
  %131 = ptrtoint i32* %127 to i32
  %132 = sub i32 %131, ptrtoint ([32 x i32]* @samples to i32)
  %133 = ashr exact i32 %132, 2
  %134 = getelementptr inbounds i32, i32* %117, i32 1
  %135 = getelementptr inbounds i32, i32* %117, i32 2
  %136 = getelementptr inbounds i32, i32* %117, i32 3
  %137 = getelementptr inbounds i32, i32* %117, i32 4
  %138 = getelementptr inbounds i32, i32* %117, i32 5
  %139 = getelementptr inbounds i32, i32* %117, i32 6
  %140 = getelementptr inbounds i32, i32* %117, i32 7
  %141 = getelementptr inbounds i32, i32* %117, i32 8
  br label %201

142:                                              ; preds = %12, %190
  %143 = phi i32 [ %157, %190 ], [ 0, %12 ]
  %144 = getelementptr inbounds [13 x i8*], [13 x i8*]* @names, i32 0, i32 %143
  %145 = load i8*, i8** %144, align 4, !tbaa !11
  %146 = load i8, i8* %145, align 1, !tbaa !15
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %156, label %148

148:                                              ; preds = %142, %148
  %149 = phi i8 [ %154, %148 ], [ %146, %142 ]
  %150 = phi i8* [ %151, %148 ], [ %145, %142 ]
  %151 = getelementptr inbounds i8, i8* %150, i32 1
  %152 = zext i8 %149 to i32
  %153 = tail call i32 @putchar(i32 noundef %152) #2
  %154 = load i8, i8* %151, align 1, !tbaa !15
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %156, label %148, !llvm.loop !20

156:                                              ; preds = %148, %142
  %157 = add nuw nsw i32 %143, 1
  %158 = icmp ult i32 %143, 12
  %159 = select i1 %158, i32 32, i32 10
  %160 = tail call i32 @putchar(i32 noundef %159) #2
  %161 = load i8*, i8** %144, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %187, %156
  %163 = phi i8** [ getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 0, i32 0), %156 ], [ %188, %187 ]
  %164 = load i8*, i8** %163, align 4, !tbaa !11
  %165 = load i8, i8* %164, align 1, !tbaa !15
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %178, label %167

167:                                              ; preds = %162, %173
  %168 = phi i8 [ %176, %173 ], [ %165, %162 ]
  %169 = phi i8* [ %175, %173 ], [ %161, %162 ]
  %170 = phi i8* [ %174, %173 ], [ %164, %162 ]
  %171 = load i8, i8* %169, align 1, !tbaa !15
  %172 = icmp eq i8 %168, %171
  br i1 %172, label %173, label %178

173:                                              ; preds = %167
  %174 = getelementptr inbounds i8, i8* %170, i32 1
  %175 = getelementptr inbounds i8, i8* %169, i32 1
  %176 = load i8, i8* %174, align 1, !tbaa !15
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %178, label %167, !llvm.loop !16

178:                                              ; preds = %173, %167, %162
  %179 = phi i8* [ %161, %162 ], [ %175, %173 ], [ %169, %167 ]
  %180 = phi i8 [ 0, %162 ], [ 0, %173 ], [ %168, %167 ]
  %181 = load i8, i8* %179, align 1, !tbaa !15
  %182 = icmp eq i8 %180, %181
  br i1 %182, label %183, label %187

183:                                              ; preds = %178
  %184 = ptrtoint i8** %163 to i32
  %185 = sub i32 %184, ptrtoint ([13 x i8*]* @names to i32)
  %186 = ashr exact i32 %185, 2
  br label %190

187:                                              ; preds = %178
  %188 = getelementptr inbounds i8*, i8** %163, i32 1
  %189 = icmp ult i8** %188, getelementptr inbounds ([13 x i8*], [13 x i8*]* @names, i32 1, i32 0)
  br i1 %189, label %162, label %190, !llvm.loop !18

190:                                              ; preds = %187, %183
  %191 = phi i32 [ %186, %183 ], [ -1, %187 ]
  %192 = mul i32 %191, 31
  %193 = load i8, i8* %161, align 1, !tbaa !15
  %194 = zext i8 %193 to i32
  %195 = add i32 %192, %194
  %196 = load i32, i32* @h, align 4, !tbaa !7
  %197 = xor i32 %195, %196
  %198 = mul i32 %197, 16777619
  store i32 %198, i32* @h, align 4, !tbaa !7
  %199 = icmp eq i32 %157, 13
  br i1 %199, label %85, label %142, !llvm.loop !21

200:                                              ; preds = %201
  store i32 %381, i32* @h, align 4, !tbaa !7
  br label %395

201:                                              ; preds = %85, %201
  %202 = phi i32 [ 0, %85 ], [ %382, %201 ]
  %203 = phi i32 [ %91, %85 ], [ %381, %201 ]
  %204 = load i32, i32* %92, align 4, !tbaa !7
  %205 = mul nsw i32 %204, 5
  %206 = add nsw i32 %205, %202
  %207 = srem i32 %206, 37
  store i32 %207, i32* %92, align 4, !tbaa !7
  %208 = load i32, i32* %93, align 4, !tbaa !7
  %209 = mul nsw i32 %208, 5
  %210 = add nsw i32 %209, %202
  %211 = srem i32 %210, 37
  store i32 %211, i32* %93, align 4, !tbaa !7
  %212 = load i32, i32* %94, align 4, !tbaa !7
  %213 = mul nsw i32 %212, 5
  %214 = add nsw i32 %213, %202
  %215 = srem i32 %214, 37
  store i32 %215, i32* %94, align 4, !tbaa !7
  %216 = load i32, i32* %95, align 4, !tbaa !7
  %217 = mul nsw i32 %216, 5
  %218 = add nsw i32 %217, %202
  %219 = srem i32 %218, 37
  store i32 %219, i32* %95, align 4, !tbaa !7
  %220 = load i32, i32* %99, align 4, !tbaa !7
  %221 = mul nsw i32 %220, 5
  %222 = add nsw i32 %221, %202
  %223 = srem i32 %222, 37
  store i32 %223, i32* %99, align 4, !tbaa !7
  %224 = load i32, i32* %100, align 4, !tbaa !7
  %225 = mul nsw i32 %224, 5
  %226 = add nsw i32 %225, %202
  %227 = srem i32 %226, 37
  store i32 %227, i32* %100, align 4, !tbaa !7
  %228 = load i32, i32* %101, align 4, !tbaa !7
  %229 = mul nsw i32 %228, 5
  %230 = add nsw i32 %229, %202
  %231 = srem i32 %230, 37
  store i32 %231, i32* %101, align 4, !tbaa !7
  %232 = load i32, i32* %102, align 4, !tbaa !7
  %233 = mul nsw i32 %232, 5
  %234 = add nsw i32 %233, %202
  %235 = srem i32 %234, 37
  store i32 %235, i32* %102, align 4, !tbaa !7
  %236 = load i32, i32* %103, align 4, !tbaa !7
  %237 = mul nsw i32 %236, 5
  %238 = add nsw i32 %237, %202
  %239 = srem i32 %238, 37
  store i32 %239, i32* %103, align 4, !tbaa !7
  %240 = load i32, i32* %107, align 4, !tbaa !7
  %241 = mul nsw i32 %240, 5
  %242 = add nsw i32 %241, %202
  %243 = srem i32 %242, 37
  store i32 %243, i32* %107, align 4, !tbaa !7
  %244 = load i32, i32* %108, align 4, !tbaa !7
  %245 = mul nsw i32 %244, 5
  %246 = add nsw i32 %245, %202
  %247 = srem i32 %246, 37
  store i32 %247, i32* %108, align 4, !tbaa !7
  %248 = load i32, i32* %109, align 4, !tbaa !7
  %249 = mul nsw i32 %248, 5
  %250 = add nsw i32 %249, %202
  %251 = srem i32 %250, 37
  store i32 %251, i32* %109, align 4, !tbaa !7
  %252 = load i32, i32* %110, align 4, !tbaa !7
  %253 = mul nsw i32 %252, 5
  %254 = add nsw i32 %253, %202
  %255 = srem i32 %254, 37
  store i32 %255, i32* %110, align 4, !tbaa !7
  %256 = load i32, i32* %111, align 4, !tbaa !7
  %257 = mul nsw i32 %256, 5
  %258 = add nsw i32 %257, %202
  %259 = srem i32 %258, 37
  store i32 %259, i32* %111, align 4, !tbaa !7
  %260 = load i32, i32* %112, align 4, !tbaa !7
  %261 = mul nsw i32 %260, 5
  %262 = add nsw i32 %261, %202
  %263 = srem i32 %262, 37
  store i32 %263, i32* %112, align 4, !tbaa !7
  %264 = load i32, i32* %113, align 4, !tbaa !7
  %265 = mul nsw i32 %264, 5
  %266 = add nsw i32 %265, %202
  %267 = srem i32 %266, 37
  store i32 %267, i32* %113, align 4, !tbaa !7
  %268 = add nsw i32 %208, %204
  %269 = add nsw i32 %212, %268
  %270 = add nsw i32 %216, %269
  %271 = xor i32 %203, %270
  %272 = mul i32 %271, 16777619
  %273 = xor i32 %272, %98
  %274 = mul i32 %273, 16777619
  %275 = add nsw i32 %224, %220
  %276 = add nsw i32 %228, %275
  %277 = add nsw i32 %232, %276
  %278 = add nsw i32 %236, %277
  %279 = xor i32 %274, %278
  %280 = mul i32 %279, 16777619
  %281 = xor i32 %280, %106
  %282 = mul i32 %281, 16777619
  %283 = add nsw i32 %244, %240
  %284 = add nsw i32 %248, %283
  %285 = add nsw i32 %252, %284
  %286 = add nsw i32 %256, %285
  %287 = add nsw i32 %260, %286
  %288 = add nsw i32 %264, %287
  %289 = xor i32 %282, %288
  %290 = mul i32 %289, 16777619
  %291 = xor i32 %290, %116
  %292 = mul i32 %291, 16777619
  %293 = load i32, i32* %117, align 4, !tbaa !7
  %294 = mul nsw i32 %293, 5
  %295 = add nsw i32 %294, %202
  %296 = srem i32 %295, 37
  store i32 %296, i32* %117, align 4, !tbaa !7
  %297 = load i32, i32* %134, align 4, !tbaa !7
  %298 = add nsw i32 %297, %293
  %299 = mul nsw i32 %297, 5
  %300 = add nsw i32 %299, %202
  %301 = srem i32 %300, 37
  store i32 %301, i32* %134, align 4, !tbaa !7
  %302 = load i32, i32* %135, align 4, !tbaa !7
  %303 = add nsw i32 %302, %298
  %304 = mul nsw i32 %302, 5
  %305 = add nsw i32 %304, %202
  %306 = srem i32 %305, 37
  store i32 %306, i32* %135, align 4, !tbaa !7
  %307 = load i32, i32* %136, align 4, !tbaa !7
  %308 = add nsw i32 %307, %303
  %309 = mul nsw i32 %307, 5
  %310 = add nsw i32 %309, %202
  %311 = srem i32 %310, 37
  store i32 %311, i32* %136, align 4, !tbaa !7
  %312 = load i32, i32* %137, align 4, !tbaa !7
  %313 = add nsw i32 %312, %308
  %314 = mul nsw i32 %312, 5
  %315 = add nsw i32 %314, %202
  %316 = srem i32 %315, 37
  store i32 %316, i32* %137, align 4, !tbaa !7
  %317 = load i32, i32* %138, align 4, !tbaa !7
  %318 = add nsw i32 %317, %313
  %319 = mul nsw i32 %317, 5
  %320 = add nsw i32 %319, %202
  %321 = srem i32 %320, 37
  store i32 %321, i32* %138, align 4, !tbaa !7
  %322 = load i32, i32* %139, align 4, !tbaa !7
  %323 = add nsw i32 %322, %318
  %324 = mul nsw i32 %322, 5
  %325 = add nsw i32 %324, %202
  %326 = srem i32 %325, 37
  store i32 %326, i32* %139, align 4, !tbaa !7
  %327 = load i32, i32* %140, align 4, !tbaa !7
  %328 = add nsw i32 %327, %323
  %329 = mul nsw i32 %327, 5
  %330 = add nsw i32 %329, %202
  %331 = srem i32 %330, 37
  store i32 %331, i32* %140, align 4, !tbaa !7
  %332 = load i32, i32* %141, align 4, !tbaa !7
  %333 = add nsw i32 %332, %328
  %334 = mul nsw i32 %332, 5
  %335 = add nsw i32 %334, %202
  %336 = srem i32 %335, 37
  store i32 %336, i32* %141, align 4, !tbaa !7
  %337 = xor i32 %292, %333
  %338 = mul i32 %337, 16777619
  %339 = xor i32 %338, %120
  %340 = mul i32 %339, 16777619
  %341 = load i32, i32* %121, align 4, !tbaa !7
  %342 = mul nsw i32 %341, 5
  %343 = add nsw i32 %342, %202
  %344 = srem i32 %343, 37
  store i32 %344, i32* %121, align 4, !tbaa !7
  %345 = load i32, i32* %122, align 4, !tbaa !7
  %346 = add nsw i32 %345, %341
  %347 = mul nsw i32 %345, 5
  %348 = add nsw i32 %347, %202
  %349 = srem i32 %348, 37
  store i32 %349, i32* %122, align 4, !tbaa !7
  %350 = load i32, i32* %123, align 4, !tbaa !7
  %351 = add nsw i32 %350, %346
  %352 = mul nsw i32 %350, 5
  %353 = add nsw i32 %352, %202
  %354 = srem i32 %353, 37
  store i32 %354, i32* %123, align 4, !tbaa !7
  %355 = xor i32 %340, %351
  %356 = mul i32 %355, 16777619
  %357 = xor i32 %356, %126
  %358 = mul i32 %357, 16777619
  %359 = load i32, i32* %127, align 4, !tbaa !7
  %360 = mul nsw i32 %359, 5
  %361 = add nsw i32 %360, %202
  %362 = srem i32 %361, 37
  store i32 %362, i32* %127, align 4, !tbaa !7
  %363 = load i32, i32* %128, align 4, !tbaa !7
  %364 = add nsw i32 %363, %359
  %365 = mul nsw i32 %363, 5
  %366 = add nsw i32 %365, %202
  %367 = srem i32 %366, 37
  store i32 %367, i32* %128, align 4, !tbaa !7
  %368 = load i32, i32* %129, align 4, !tbaa !7
  %369 = add nsw i32 %368, %364
  %370 = mul nsw i32 %368, 5
  %371 = add nsw i32 %370, %202
  %372 = srem i32 %371, 37
  store i32 %372, i32* %129, align 4, !tbaa !7
  %373 = load i32, i32* %130, align 4, !tbaa !7
  %374 = add nsw i32 %373, %369
  %375 = mul nsw i32 %373, 5
  %376 = add nsw i32 %375, %202
  %377 = srem i32 %376, 37
  store i32 %377, i32* %130, align 4, !tbaa !7
  %378 = xor i32 %358, %374
  %379 = mul i32 %378, 16777619
  %380 = xor i32 %379, %133
  %381 = mul i32 %380, 16777619
  %382 = add nuw nsw i32 %202, 1
  %383 = icmp eq i32 %382, 12
  br i1 %383, label %200, label %201, !llvm.loop !22

384:                                              ; preds = %395
  %385 = load i32, i32* @h, align 4, !tbaa !7
  %386 = xor i32 %385, %404
  %387 = mul i32 %386, 16777619
  store i32 %387, i32* @h, align 4, !tbaa !7
  %388 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 0), align 4, !tbaa !11
  %389 = getelementptr inbounds %struct.planet, %struct.planet* %388, i32 0, i32 1
  %390 = load i32, i32* %389, align 4, !tbaa !23
  %391 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 1), align 4, !tbaa !11
  %392 = getelementptr inbounds %struct.planet, %struct.planet* %391, i32 0, i32 1
  %393 = load i32, i32* %392, align 4, !tbaa !23
  %394 = icmp sgt i32 %390, %393
  br i1 %394, label %408, label %410

395:                                              ; preds = %200, %395
  %396 = phi %struct.planet* [ getelementptr inbounds ([5 x %struct.planet], [5 x %struct.planet]* @bodies, i32 0, i32 0), %200 ], [ %406, %395 ]
  %397 = phi i32 [ 0, %200 ], [ %404, %395 ]
  %398 = getelementptr inbounds %struct.planet, %struct.planet* %396, i32 0, i32 1
  %399 = load i32, i32* %398, align 4, !tbaa !23
  %400 = getelementptr inbounds %struct.planet, %struct.planet* %396, i32 0, i32 0
  %401 = load i8*, i8** %400, align 4, !tbaa !25
  %402 = tail call i32 @strlen(i8* noundef %401) #2
  %403 = mul nsw i32 %402, %399
  %404 = add nsw i32 %403, %397
  %405 = getelementptr inbounds %struct.planet, %struct.planet* %396, i32 0, i32 2
  %406 = load %struct.planet*, %struct.planet** %405, align 4, !tbaa !26
  %407 = icmp eq %struct.planet* %406, null
  br i1 %407, label %384, label %395, !llvm.loop !27

408:                                              ; preds = %384
  %409 = mul i32 %386, 637696617
  store i32 %409, i32* @h, align 4, !tbaa !7
  br label %410

410:                                              ; preds = %384, %408
  %411 = phi i32 [ %387, %384 ], [ %409, %408 ]
  %412 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 2), align 4, !tbaa !11
  %413 = getelementptr inbounds %struct.planet, %struct.planet* %412, i32 0, i32 1
  %414 = load i32, i32* %413, align 4, !tbaa !23
  %415 = icmp sgt i32 %393, %414
  br i1 %415, label %416, label %419

416:                                              ; preds = %410
  %417 = xor i32 %411, 1
  %418 = mul i32 %417, 16777619
  store i32 %418, i32* @h, align 4, !tbaa !7
  br label %419

419:                                              ; preds = %416, %410
  %420 = phi i32 [ %411, %410 ], [ %418, %416 ]
  %421 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 3), align 4, !tbaa !11
  %422 = getelementptr inbounds %struct.planet, %struct.planet* %421, i32 0, i32 1
  %423 = load i32, i32* %422, align 4, !tbaa !23
  %424 = icmp sgt i32 %414, %423
  br i1 %424, label %425, label %428

425:                                              ; preds = %419
  %426 = xor i32 %420, 2
  %427 = mul i32 %426, 16777619
  store i32 %427, i32* @h, align 4, !tbaa !7
  br label %428

428:                                              ; preds = %425, %419
  %429 = phi i32 [ %420, %419 ], [ %427, %425 ]
  %430 = load %struct.planet*, %struct.planet** getelementptr inbounds ([5 x %struct.planet*], [5 x %struct.planet*]* @by_moons, i32 0, i32 4), align 4, !tbaa !11
  %431 = getelementptr inbounds %struct.planet, %struct.planet* %430, i32 0, i32 1
  %432 = load i32, i32* %431, align 4, !tbaa !23
  %433 = icmp sgt i32 %423, %432
  br i1 %433, label %434, label %437

434:                                              ; preds = %428
  %435 = xor i32 %429, 3
  %436 = mul i32 %435, 16777619
  store i32 %436, i32* @h, align 4, !tbaa !7
  br label %437

437:                                              ; preds = %434, %428
  %438 = phi i32 [ %436, %434 ], [ %429, %428 ]
  %439 = and i32 %438, 2147483647
  ret i32 %439
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!9, !9, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{!24, !8, i64 4}
!24 = !{!"planet", !12, i64 0, !8, i64 4, !12, i64 8}
!25 = !{!24, !12, i64 0}
!26 = !{!24, !12, i64 8}
!27 = distinct !{!27, !14}
